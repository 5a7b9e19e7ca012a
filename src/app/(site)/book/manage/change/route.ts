import { cancelBooking, moveBooking } from '@/bookings/change-booking.server'
import { readManageToken } from '@/bookings/tokens.server'
import { payloadClient } from '@/payload/payload.server'
import { MANAGE_PATH, stepHref } from '@/sections/booking/booking-links'
import { parseInstant, parseTimeZone } from '@/sections/booking/booking-times'

import { countRequest, LIMITS } from '../../../../api/_lib/rate-limits'
import { seeOther } from '../../../_lib/see-other'

export const dynamic = 'force-dynamic'

/**
 * POST /book/manage/change: the cancel and move forms of /book/manage. The manage token is the only key; a token
 * spent or expired, or a meeting no longer booked, goes back to the page, which says so.
 */
export async function POST(request: Request) {
  const form = await request.formData().catch(() => null)
  const text = (name: string) => {
    const value = form?.get(name)
    return typeof value === 'string' ? value : ''
  }
  const token = text('token')
  const claim = readManageToken(token)
  const page = `${MANAGE_PATH}?token=${encodeURIComponent(token)}`
  if (!claim) return seeOther(page)
  const limit = await countRequest(request, LIMITS.booking)
  if (!limit.ok) return seeOther(page)
  const payload = await payloadClient()
  if (text('action') === 'cancel') {
    const outcome = await cancelBooking(payload, claim.booking, 'visitor')
    return seeOther(outcome.kind === 'done' ? `${MANAGE_PATH}?done=cancelled` : page)
  }
  const start = parseInstant(text('start'))
  if (start === null) return seeOther(page)
  const outcome = await moveBooking(payload, claim.booking, start)
  if (outcome.kind === 'done') return seeOther(`${MANAGE_PATH}?done=moved`)
  if (outcome.kind === 'taken') return seeOther(stepHref({ manage: token, tz: parseTimeZone(text('tz')), taken: true }))
  return seeOther(page)
}
