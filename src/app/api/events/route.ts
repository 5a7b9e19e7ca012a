import { eventsFor, eventsQuerySchema, toEventItem } from '@/contract/event-calls'
import { listEvents } from '@/content/events.server'

import { jsonRoute } from '../_lib/json-route'
import { LIMITS } from '../_lib/rate-limits'

export const dynamic = 'force-dynamic'

/** GET /api/events?kind=…&when=upcoming|past|all: the published events, with their seats left (decision 0174). */
export const { GET, OPTIONS } = jsonRoute({
  method: 'GET',
  name: 'events',
  rateLimit: LIMITS.read,
  query: eventsQuerySchema,
  handle: async (query) => ({ data: eventsFor(await listEvents(), query, Date.now()).map(toEventItem) }),
})
