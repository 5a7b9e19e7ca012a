import { payloadClient } from '@/payload/payload.server'
import { SUBMISSION_TEXT } from '@/schema/messages'
import { failureSwitchOn, StoreUnavailableError } from '@/leads/intake.server'
import { subscribe } from '@/leads/newsletter.server'

import { callRoute } from '../../_lib/call-route'

export const dynamic = 'force-dynamic'

/** The footer's newsletter bar (docs/product.md §7): idempotent, double opt-in. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = callRoute(
  'subscribeToNewsletter',
  async (body, request) => {
    if (failureSwitchOn(request)) throw new StoreUnavailableError('database unavailable (test failure switch)')
    await subscribe(await payloadClient(), body, request)
    return { data: { message: SUBMISSION_TEXT.subscribed } }
  },
  { cache: false, unavailableOnError: true },
)
