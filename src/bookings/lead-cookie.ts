import type { Payload } from 'payload'

import { siteUrl } from '@/config/env.server'

import { leadToken, readLeadToken } from './tokens.server'

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

/** The lead a /book visitor's cookie names, while its token is good: who the booking will be for. */
export async function leadOfCookie(
  payload: Payload,
  token: string | undefined,
): Promise<{ token: string; name: string; email: string } | null> {
  const claim = readLeadToken(token)
  if (!claim || !token) return null
  const lead = await payload.findByID({
    collection: claim.collection,
    id: claim.id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return lead ? { token, name: lead.name, email: lead.email } : null
}
