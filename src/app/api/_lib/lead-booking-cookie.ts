import { leadToken } from '@/bookings/tokens.server'
import { siteUrl } from '@/config/env.server'

/** The cookie that lets the sender of a lead book a time for it on /book, without typing their details again. */
export const LEAD_BOOKING_COOKIE = 'bb_lead_booking'

/**
 * After a stored enquiry or consultation: the lead's signed, expiring token (decision 0129) in an HttpOnly cookie read
 * only by /book, so the §7 answer stays as it is and no id ever appears in an address.
 */
export function leadBookingCookie(collection: 'enquiries' | 'consultations', id: number | string): string | undefined {
  if (typeof id !== 'number') return undefined
  const secure = siteUrl().startsWith('https:') ? '; Secure' : ''
  return `${LEAD_BOOKING_COOKIE}=${leadToken(collection, id)}; Path=/book; Max-Age=86400; HttpOnly; SameSite=Lax${secure}`
}
