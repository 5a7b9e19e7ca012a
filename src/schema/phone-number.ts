import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'

// Phone numbers in international form (docs/decisions/0157). The smallest metadata build of libphonenumber-js is
// enough: it reads a number in a default country, writes E.164 and checks each country's lengths; the digits' own
// patterns (the max build) would only tell mobile from fixed lines, which nothing here needs.

export type { CountryCode }

/**
 * A number as people write it ("98765 43210", "+44 20 7946 0958", "09810007919", "0044 …") in E.164
 * ("+919876543210"), read in `country` when it has no country code; undefined when it is not a number there.
 */
export function toE164(text: string, country?: CountryCode): string | undefined {
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: country, extract: false })
  return parsed?.isValid() ? parsed.number : undefined
}

const DIGITS_ONLY = /^[\d\s().-]+$/

/**
 * The international number to dial or chat with for a stored number: as `toE164` reads it, or, for digits that are
 * no number in `country`, those digits read with their own country code (the spec's forms take digits only, so a
 * visitor from London sends "442079460958"). Undefined when neither reads.
 */
export function dialNumber(text: string, country?: CountryCode): string | undefined {
  return toE164(text, country) ?? (DIGITS_ONLY.test(text.trim()) ? toE164(`+${text.replace(/\D/g, '')}`) : undefined)
}

let countriesByName: Map<string, CountryCode> | undefined

/** The country a name in English ("India", "United Kingdom") or a two-letter code ("IN") stands for. */
export function countryNamed(name: string | null | undefined): CountryCode | undefined {
  const wanted = name?.trim().toLowerCase()
  if (!wanted) return undefined
  if (!countriesByName) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' })
    countriesByName = new Map()
    for (const code of getCountries()) {
      countriesByName.set(code.toLowerCase(), code)
      const english = names.of(code)
      if (english) countriesByName.set(english.toLowerCase(), code)
    }
  }
  return countriesByName.get(wanted)
}

/** What of the site settings tells the office's country. */
export type OfficeContact = {
  address?: { country?: string | null } | null
  chatNumber?: string | null
  phones?: { number?: string | null }[] | null
}

/**
 * The office's country, in which a number without a country code is read: the one its address names, else that of
 * its first phone number written with a country code.
 */
export function officeCountry(settings: OfficeContact): CountryCode | undefined {
  const numbers = [settings.chatNumber, ...(settings.phones ?? []).map((phone) => phone.number)]
  return (
    countryNamed(settings.address?.country) ??
    numbers.map((number) => (number ? parsePhoneNumberFromString(number)?.country : undefined)).find(Boolean)
  )
}
