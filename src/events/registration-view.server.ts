import type { Payload } from 'payload'

import type { RegistrationStatus } from '@/cms/collections/event-registrations/config'

import { eventId, waitingPlace } from './seats.server'
import { byToken } from './waiting-list.server'

export type RegistrationView = {
  status: RegistrationStatus
  name: string
  /** The place on the waiting list, while waiting. */
  place: number | null
  offerExpiresAt: string | null
  event: { title: string; slug: string; start: string; end: string; cancelled: boolean }
}

/** What the visitor's link shows: their registration's status and its event, or null for a link that names none. */
export async function registrationView(payload: Payload, token: string): Promise<RegistrationView | null> {
  const registration = await byToken(payload, token)
  if (!registration) return null
  const event = await payload.findByID({
    collection: 'events',
    id: eventId(registration.event),
    depth: 0,
    select: { title: true, slug: true, start: true, end: true, cancelled: true },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!event) return null
  return {
    status: registration.status,
    name: registration.name,
    place: (await waitingPlace(payload, registration)) ?? null,
    offerExpiresAt: registration.offerExpiresAt ?? null,
    event: {
      title: event.title,
      slug: event.slug ?? String(event.id),
      start: event.start,
      end: event.end,
      cancelled: Boolean(event.cancelled),
    },
  }
}
