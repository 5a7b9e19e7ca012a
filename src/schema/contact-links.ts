import { dialNumber, type CountryCode } from './phone-number'

/**
 * The number a tel: or chat link uses: international (docs/decisions/0157), read in the office's `country` when it
 * was stored without a country code; a number that cannot be read keeps its digits (and a leading +) as stored.
 */
export const dialable = (number: string, country?: CountryCode) =>
  dialNumber(number, country) ?? number.replace(/[^\d+]/g, '')

/** A tel: link to a number ("98100 07919" in India → "tel:+919810007919"). */
export const telHref = (number: string, country?: CountryCode) => `tel:${dialable(number, country)}`

/** The messaging-app chat with a number (WhatsApp's click-to-chat address takes the international number's digits). */
export const chatUrl = (number: string, { text, country }: { text?: string; country?: CountryCode } = {}) =>
  `https://wa.me/${dialable(number, country).replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`
