import { BRAND_ICONS } from '@/brand/icon-paths'
import type { PublicSettings } from '@/content/public-settings'

/** schema.org EducationalOrganization for the home page. */
export function educationalOrganization(settings: PublicSettings, siteUrl: string) {
  const { address } = settings
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: settings.name,
    alternateName: settings.shortName,
    slogan: settings.tagline,
    url: siteUrl,
    logo: `${siteUrl}${BRAND_ICONS.logo}`,
    email: settings.emails.general,
    telephone: settings.phones.map((phone) => phone.number),
    address: {
      '@type': 'PostalAddress',
      streetAddress: [address.line1, address.line2].filter(Boolean).join(', '),
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: settings.map.latitude, longitude: settings.map.longitude },
    sameAs: Object.values(settings.social),
  }
}
