import type { Payload, PayloadRequest } from 'payload'

import { queueJobs } from '@/database/queue-jobs.server'
import { brandName } from '@/cms/globals/site-settings/brand-name'
import { followUpSettings } from '@/cms/globals/site-settings/follow-up-settings.server'
import type { Booking, MeetingType, User } from '@/cms/payload-types'
import { ADMIN_PATH } from '@/config/cms-paths'
import { env, siteHost, siteUrl } from '@/config/env.server'
import { enqueue } from '@/outbox/enqueue.server'
import { counsellorConfirmation, visitorConfirmation } from '@/outbox/mails/booking-confirmation'
import { bookingUid, type BookingMailDetails, type MeetingWay } from '@/outbox/mails/booking-mail-parts'

import { manageToken } from './tokens.server'

export const BOOKING_REMINDER_TASK = 'remindBooking'
/** Reminders go this many hours before a meeting. */
export const REMINDER_HOURS = [24, 1] as const

const idOf = <T extends { id: number }>(value: number | T) => (typeof value === 'object' ? value.id : value)

/** The links in a booking's mails: move it, or cancel it, good until it starts (decision 0129). */
export function manageLinks(booking: Pick<Booking, 'id' | 'start'>) {
  const token = manageToken(booking.id, Date.parse(booking.start))
  const base = `${siteUrl()}/book/manage?token=${encodeURIComponent(token)}`
  return { reschedule: `${base}&action=reschedule`, cancel: `${base}&action=cancel`, book: `${siteUrl()}/book` }
}

/** Everything the mails of a booking say, read from the booking, its counsellor, its meeting type and the settings. */
export async function bookingMailDetails(
  payload: Payload,
  booking: Booking,
  req?: Partial<PayloadRequest>,
): Promise<BookingMailDetails> {
  const [counsellor, type, settings, followUp] = await Promise.all([
    payload.findByID({ collection: 'users', id: idOf(booking.counsellor), depth: 0, overrideAccess: true, req }),
    payload.findByID({
      collection: 'meeting-types',
      id: idOf(booking.meetingType),
      depth: 0,
      overrideAccess: true,
      req,
    }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req }),
    followUpSettings(payload, req),
  ])
  const address = [settings.address?.line1, settings.address?.line2, settings.address?.city, settings.address?.country]
    .filter(Boolean)
    .join(', ')
  const host = siteHost()
  const { name } = brandName(settings, host)
  const from = env().MAIL_FROM ?? `no-reply@${host}`
  const organizer = { name, email: /<([^>]+)>/.exec(from)?.[1] ?? from }
  const lead = booking.lead
    ? { relationTo: booking.lead.relationTo, value: idOf(booking.lead.value as number | { id: number }) }
    : undefined
  return {
    uid: bookingUid(booking.id, host),
    sequence: booking.sequence ?? 0,
    start: new Date(booking.start),
    end: new Date(booking.end),
    meetingName: (type as MeetingType).name,
    way: meetingWay(type as MeetingType, counsellor as User, booking, address),
    visitor: {
      name: booking.name,
      email: booking.email,
      contactNumber: booking.contactNumber,
      timeZone: booking.visitorTimeZone,
    },
    counsellor: { name: counsellor.name || counsellor.email, email: counsellor.email },
    consultancy: { name, address, timeZone: followUp.calendar.timeZone },
    organizer,
    links: manageLinks(booking),
    ...(lead ? { adminLeadUrl: `${siteUrl()}${ADMIN_PATH}/collections/${lead.relationTo}/${lead.value}`, lead } : {}),
  }
}

/** A video meeting without a link on the counsellor's record becomes a call to the visitor's number. */
function meetingWay(type: MeetingType, counsellor: User, booking: Booking, address: string): MeetingWay {
  if (type.mode === 'video' && counsellor.videoLink) return { mode: 'video', url: counsellor.videoLink }
  if (type.mode === 'office') return { mode: 'office', address }
  return { mode: 'phone', number: booking.contactNumber }
}

/** The visitor's and the counsellor's invitations, through the outbox, and the reminders, as jobs. */
export async function announceBooking(payload: Payload, booking: Booking, req?: Partial<PayloadRequest>) {
  const details = await bookingMailDetails(payload, booking, req)
  await enqueue(payload, visitorConfirmation(details), req)
  await enqueue(payload, counsellorConfirmation(details), req)
  await queueReminders(payload, booking, req)
}

/** Queues the reminders of a booking's time; each reads the booking when it runs (moved or cancelled: nothing). */
export async function queueReminders(payload: Payload, booking: Booking, req?: Partial<PayloadRequest>) {
  const start = Date.parse(booking.start)
  const jobs = REMINDER_HOURS.map((hours) => ({
    task: BOOKING_REMINDER_TASK,
    input: { booking: String(booking.id), start: booking.start, hours },
    waitUntil: new Date(start - hours * 60 * 60 * 1000),
  }))
  await queueJobs(
    payload,
    jobs.filter((job) => job.waitUntil.getTime() > Date.now()),
    req,
  )
}
