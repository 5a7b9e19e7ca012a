/**
 * Money is kept as an integer in the currency's minor unit (pence, cents) with its ISO 4217 code, never as a float.
 * Intl knows each currency's number of decimals.
 */
export const CURRENCIES = ['GBP', 'USD', 'CAD', 'AUD', 'EUR', 'NZD', 'INR'] as const
export type Currency = (typeof CURRENCIES)[number]

const fractionDigits = (currency: string): number =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2

export function formatMoney(minor: number, currency: string): string {
  const digits = fractionDigits(currency)
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: 0 }).format(
    minor / 10 ** digits,
  )
}

/** A percentage of an amount in minor units, kept in basis points (12.5 % is 1250), rounded to the minor unit. */
export const percentOf = (minor: number, basisPoints: number): number => Math.round((minor * basisPoints) / 10_000)
