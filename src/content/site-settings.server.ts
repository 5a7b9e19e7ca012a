import type { Document } from '@/cms/payload-types'
import { payloadClient } from '@/cms/payload.server'

import { CONTENT_TAGS, cachedRead } from './cache.server'

/** The public part of the site settings (never the lead-notification recipients). */
export type PublicSettings = {
  name: string
  shortName: string
  tagline: string
  phones: { label: string; number: string; chat: boolean }[]
  emails: { general: string; founder: string }
  address: { line1: string; line2: string | null; city: string; region: string; postalCode: string; country: string }
  chatNumber: string
  map: { latitude: number; longitude: number; query: string }
  social: { facebook: string; instagram: string; linkedin: string; youtube: string }
  brochureUrl: string | null
  hiringPdfUrl: string | null
  tickerItems: string[]
  faq: { question: string; answer: string }[]
}

const documentUrl = (document: number | Document | null | undefined) =>
  document && typeof document === 'object' ? (document.url ?? null) : null

export const siteSettings = cachedRead(
  'site-settings',
  [CONTENT_TAGS.siteSettings],
  async (): Promise<PublicSettings> => {
    const payload = await payloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: false })
    return {
      name: settings.name,
      shortName: settings.shortName,
      tagline: settings.tagline,
      phones: (settings.phones ?? []).map(({ label, number, chat }) => ({ label, number, chat: chat !== false })),
      emails: settings.emails,
      address: { ...settings.address, line2: settings.address.line2 || null },
      chatNumber: settings.chatNumber,
      map: settings.map,
      social: settings.social,
      brochureUrl: documentUrl(settings.brochure),
      hiringPdfUrl: documentUrl(settings.hiringPdf),
      tickerItems: (settings.tickerItems ?? []).map((item) => item.text),
      faq: (settings.faq ?? []).map(({ question, answer }) => ({ question, answer })),
    }
  },
)
