import { payloadClient } from '@/payload/payload.server'
import { SUBMISSION_TEXT } from '@/schema/messages'
import { receiveLead } from '@/leads/intake.server'

import { callRoute } from '../../_lib/call-route'
import { leadBookingCookie } from '@/bookings/lead-cookie'

export const dynamic = 'force-dynamic'

/** The enquiry popup and the contact form (docs/product.md §7): stored before the answer. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = callRoute(
  'contactUs',
  async (body, request) => {
    const outcome = await receiveLead(await payloadClient(), { collection: 'enquiries', body }, request)
    if (outcome.kind === 'invalid') return { invalid: outcome.fields }
    const stored = outcome.kind === 'stored' || outcome.kind === 'repeat'
    return {
      data: { message: SUBMISSION_TEXT.received },
      ...(stored ? { setCookie: leadBookingCookie('enquiries', outcome.id) } : {}),
    }
  },
  { cache: false, unavailableOnError: true },
)
