import type { PublicSettings } from '@/content/public-settings'

/** The postal address as the lines of an envelope. */
export const formatAddress = (address: PublicSettings['address']) =>
  [address.line1, address.line2, `${address.city}, ${address.region} ${address.postalCode}`, address.country].filter(
    (line): line is string => Boolean(line),
  )
