import { registerVisitor } from '@/events/register-visitor.server'
import { payloadClient } from '@/payload/payload.server'
import { EVENT_TEXT, eventRegistrationRequestSchema } from '@/schema/event-registration-schema'

import { jsonRoute } from '../../../_lib/json-route'
import { LIMITS } from '../../../_lib/rate-limits'

export const dynamic = 'force-dynamic'

/** The event's slug, from the address this call was made to. */
const slugOf = (request: Request) => new URL(request.url).pathname.split('/').at(-2) ?? ''

/**
 * POST /api/events/{slug}/registrations (decision 0174): 200 once the seat or the waiting list's place is stored; 409
 * when the event is full and the visitor did not ask to wait (nothing stored; send again with joinWaitingList); 404
 * for an event that is not published; 400 naming the field; rate-limited like the other submissions.
 */
export const { POST, OPTIONS } = jsonRoute({
  method: 'POST',
  name: 'event-registrations',
  rateLimit: LIMITS.eventRegistration,
  body: eventRegistrationRequestSchema,
  failure: { message: 'The registration could not be made. Please try again.' },
  handle: async (body, request) => {
    const outcome = await registerVisitor(await payloadClient(), decodeURIComponent(slugOf(request)), body, request)
    switch (outcome.kind) {
      case 'invalid':
        return { invalid: outcome.fields }
      case 'unknown':
        return { notFound: true }
      case 'closed':
        return { refused: { status: 409, message: EVENT_TEXT.closed } }
      case 'full':
        return { refused: { status: 409, message: EVENT_TEXT.full } }
      // A bot is answered as a visitor with a seat, and learns nothing.
      case 'spam':
        return { data: { status: 'seat', message: EVENT_TEXT.seat } }
      case 'seat':
        return { data: { status: 'seat', message: EVENT_TEXT.seat } }
      case 'waiting':
        return { data: { status: 'waiting', place: outcome.place, message: EVENT_TEXT.waiting(outcome.place) } }
    }
  },
})
