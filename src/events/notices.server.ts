import type { Payload, PayloadRequest } from 'payload'

import { CONTENT_TAGS, expireContent } from '@/cms/hooks/expire-content'
import { brandName } from '@/cms/globals/site-settings/brand-name'
import { followUpSettings } from '@/cms/globals/site-settings/follow-up-settings.server'
import type { Event, EventRegistration } from '@/cms/payload-types'
import { eventPath, registrationPath } from '@/config/event-paths'
import { env, siteHost, siteUrl } from '@/config/env.server'
import { queueJobs } from '@/database/queue-jobs.server'
import { enqueue } from '@/outbox/enqueue.server'
import { eventCancellation } from '@/outbox/mails/event-cancellation'
import { eventConfirmation } from '@/outbox/mails/event-confirmation'
import type { EventMailDetails } from '@/outbox/mails/event-mail-parts'
import { eventOffer } from '@/outbox/mails/event-offer'
import { eventWaiting } from '@/outbox/mails/event-waiting'

import { eventUid } from './event-calendar-file'
import { eventId, waitingPlace } from './seats.server'

/** The job that passes a seat on when its offer's hold is over (./offer-lapse-task.ts). */
export const OFFER_LAPSE_TASK = 'lapseEventOffer'
/** The job that reminds a registered visitor of the event (./event-reminder-task.ts). */
export const EVENT_REMINDER_TASK = 'remindEventRegistration'
/** The job that follows a registration up after the event (./event-follow-up-task.ts). */
export const EVENT_FOLLOW_UP_TASK = 'followUpEventRegistration'
/** Reminders go this many hours before an event. */
export const REMINDER_HOURS = [24, 1] as const
/** The follow-up goes a day after the event ends: time for staff to mark who came, from the room or the platform. */
export const FOLLOW_UP_AFTER_MS = 24 * 60 * 60 * 1000

/** The events' pages show the seats left: every change of a registration renews them. */
export const eventsChanged = () => expireContent(CONTENT_TAGS.events)

const readEvent = (payload: Payload, registration: EventRegistration, req?: Partial<PayloadRequest>) =>
  payload.findByID({ collection: 'events', id: eventId(registration.event), depth: 0, overrideAccess: true, req })

/** Everything an event's mails say, read from the registration, its event and the site settings. */
export async function eventMailDetails(
  payload: Payload,
  registration: EventRegistration,
  req?: Partial<PayloadRequest>,
  event?: Event,
): Promise<EventMailDetails> {
  const [read, settings, followUp, place] = await Promise.all([
    event ?? readEvent(payload, registration, req),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req }),
    followUpSettings(payload, req),
    registration.status === 'waiting' ? waitingPlace(payload, registration, req) : undefined,
  ])
  const host = siteHost()
  const { name } = brandName(settings, host)
  const address = [settings.address?.line1, settings.address?.line2, settings.address?.city, settings.address?.country]
    .filter(Boolean)
    .join(', ')
  const from = env().MAIL_FROM ?? `no-reply@${host}`
  const lead = registration.lead
    ? {
        relationTo: registration.lead.relationTo,
        value: typeof registration.lead.value === 'object' ? registration.lead.value.id : registration.lead.value,
      }
    : undefined
  return {
    uid: eventUid(read.id, host),
    sequence: read.sequence ?? 0,
    event: {
      title: read.title,
      start: new Date(read.start),
      end: new Date(read.end),
      attendance: read.attendance,
      venue: read.venue || null,
      address: read.address || null,
      joinLink: read.joinLink || null,
      recordingLink: read.recordingLink || null,
      url: `${siteUrl()}${eventPath(read.slug ?? String(read.id))}`,
    },
    visitor: { name: registration.name, email: registration.email },
    ...(place ? { place } : {}),
    ...(registration.offerExpiresAt ? { offerExpiresAt: new Date(registration.offerExpiresAt) } : {}),
    registrationUrl: `${siteUrl()}${registrationPath(registration.token)}`,
    bookUrl: `${siteUrl()}/book`,
    consultancy: { name, address, timeZone: followUp.calendar.timeZone },
    organizer: { name, email: /<([^>]+)>/.exec(from)?.[1] ?? from },
    ...(lead ? { lead } : {}),
  }
}

/** What follows a new registration, in its transaction: the confirmation and reminders, or the waiting list's mail. */
export async function announceRegistration(
  payload: Payload,
  registration: EventRegistration,
  req: Partial<PayloadRequest>,
): Promise<void> {
  if (registration.status === 'seat') await announceSeat(payload, registration, req)
  if (registration.status === 'waiting') {
    await enqueue(payload, eventWaiting(await eventMailDetails(payload, registration, req)), req)
  }
}

/** What follows a seat given (registered, an offer taken, staff admitting): the invitation, the reminders, the follow-up. */
export async function announceSeat(
  payload: Payload,
  registration: EventRegistration,
  req: Partial<PayloadRequest>,
): Promise<void> {
  const event = await readEvent(payload, registration, req)
  await enqueue(payload, eventConfirmation(await eventMailDetails(payload, registration, req, event)), req)
  await queueEventJobs(payload, registration, event, req)
}

/** The reminders before the event and the follow-up after it; each reads the registration and event when it runs. */
export async function queueEventJobs(
  payload: Payload,
  registration: EventRegistration,
  event: Event,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const input = { registration: String(registration.id), start: new Date(event.start).toISOString() }
  const start = Date.parse(event.start)
  const reminders = REMINDER_HOURS.map((hours) => ({
    task: EVENT_REMINDER_TASK,
    input: { ...input, hours },
    waitUntil: new Date(start - hours * 60 * 60 * 1000),
  })).filter((job) => job.waitUntil.getTime() > Date.now())
  const followUp = {
    task: EVENT_FOLLOW_UP_TASK,
    input,
    waitUntil: new Date(Date.parse(event.end) + FOLLOW_UP_AFTER_MS),
  }
  await queueJobs(payload, [...reminders, followUp], req)
}

/** What follows a seat offered from the waiting list: the offer's mail, and the job that ends the hold. */
export async function announceOffer(
  payload: Payload,
  registration: EventRegistration,
  req: Partial<PayloadRequest>,
): Promise<void> {
  if (!registration.offerExpiresAt) return
  await enqueue(payload, eventOffer(await eventMailDetails(payload, registration, req)), req)
  await queueJobs(
    payload,
    [
      {
        task: OFFER_LAPSE_TASK,
        input: { registration: String(registration.id) },
        waitUntil: new Date(registration.offerExpiresAt),
      },
    ],
    req,
  )
}

/** What follows a cancellation: its mail, with the invitation's cancellation for one who had a seat. */
export async function announceCancellation(
  payload: Payload,
  registration: EventRegistration,
  req: Partial<PayloadRequest>,
  { hadSeat }: { hadSeat: boolean },
): Promise<void> {
  await enqueue(payload, eventCancellation(await eventMailDetails(payload, registration, req), { hadSeat }), req)
}
