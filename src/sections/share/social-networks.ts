import type { SocialAddresses } from '@/content/public-settings'
import type { BrandIconName } from '@/ui/icon-drawings'

/** The networks of the site settings, in the site's order; each key is also its mark's name in the icon sprite. */
export const SOCIAL_NETWORKS = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'youtube', label: 'YouTube' },
] as const satisfies readonly { key: BrandIconName; label: string }[]

/** The networks that have an address in the settings, in the site's order, each with its address. */
export const networksIn = (social: SocialAddresses) =>
  SOCIAL_NETWORKS.flatMap((network) => {
    const href = social[network.key]
    return href ? [{ ...network, href }] : []
  })
