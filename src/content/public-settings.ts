import { isPhoneNumber } from '@/cms/fields/phone-number'
import { isWebAddress } from '@/cms/fields/web-address'
import type { Document, SiteSetting } from '@/cms/payload-types'
import { dialable } from '@/schema/contact-links'
import { officeCountry } from '@/schema/phone-number'

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin' | 'youtube'
export type SocialAddresses = Partial<Record<SocialNetwork, string>>

/** The public part of the site settings (never the lead-notification recipients). */
export type PublicSettings = {
  name: string
  shortName: string
  tagline: string
  /**
   * `number` as the settings write it, `dial` the international number its links use; `chat` is false for a phone
   * without enough digits to open a chat with.
   */
  phones: { label: string; number: string; dial: string; chat: boolean }[]
  emails: { general: string; founder: string }
  address: { line1: string; line2: string | null; city: string; region: string; postalCode: string; country: string }
  /**
   * The messaging-app number, international; null when no number in the settings can be chatted with (no chat
   * button).
   */
  chatNumber: string | null
  map: { latitude: number; longitude: number; query: string }
  /** A network is left out when its address is not a full https one (saved before the admin checked it). */
  social: SocialAddresses
  brochureUrl: string | null
  hiringPdfUrl: string | null
  tickerItems: string[]
  faq: { question: string; answer: string }[]
}

const documentUrl = (document: number | Document | null | undefined) =>
  document && typeof document === 'object' ? (document.url ?? null) : null

/**
 * What the public site shows of the settings. A value the site could only show as a dead or unsafe link (another
 * scheme than https, a chat number without digits) is dropped here, whatever was stored.
 */
export function toPublicSettings(settings: SiteSetting): PublicSettings {
  const country = officeCountry(settings)
  const phones = (settings.phones ?? []).map(({ label, number, chat }) => ({
    label,
    number,
    dial: dialable(number, country),
    chat: chat !== false && isPhoneNumber(number),
  }))
  return {
    name: settings.name,
    shortName: settings.shortName,
    tagline: settings.tagline,
    phones,
    emails: settings.emails,
    address: { ...settings.address, line2: settings.address.line2 || null },
    // The chat number, else the first phone marked for chat.
    chatNumber: isPhoneNumber(settings.chatNumber)
      ? dialable(settings.chatNumber, country)
      : (phones.find((phone) => phone.chat)?.dial ?? null),
    map: settings.map,
    social: Object.fromEntries(Object.entries(settings.social).filter(([, address]) => isWebAddress(address))),
    brochureUrl: documentUrl(settings.brochure),
    hiringPdfUrl: documentUrl(settings.hiringPdf),
    tickerItems: (settings.tickerItems ?? []).map((item) => item.text),
    faq: (settings.faq ?? []).map(({ question, answer }) => ({ question, answer })),
  }
}
