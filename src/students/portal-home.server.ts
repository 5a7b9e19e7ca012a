import type { Payload } from 'payload'

import { bookingMailDetails, manageLinks } from '@/bookings/booking-notices.server'
import { followUpSettings } from '@/cms/globals/site-settings/follow-up-settings.server'
import type { Booking, Student, User } from '@/cms/payload-types'
import type { MeetingWay } from '@/outbox/mails/booking-mail-parts'

import type { PortalViewer } from './portal-sign-in.server'
import { idOf } from '@/cms/relation-id'

/** A counsellor as the portal shows them: a name and an address to write to, nothing else of their account. */
export type PortalCounsellor = { name: string; email: string }

export type PortalMeeting = {
  id: number
  start: string
  end: string
  meetingName: string
  counsellor: string
  way: MeetingWay
  timeZone: string
  /** Move or cancel it: the booking's own links, as its mails carry them; only for the student, never a parent. */
  links: { reschedule: string; cancel: string } | null
}

type LeadRef = { relationTo: 'enquiries' | 'consultations'; value: number }

/** The viewer's student's file, read for the portal (not a staff read: nothing is audited). */
export async function portalStudent(payload: Payload, viewer: PortalViewer): Promise<Student | null> {
  const { docs } = await payload.find({
    collection: 'students',
    where: { id: { equals: viewer.student } },
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The counsellors responsible for the viewer's student. */
export async function portalCounsellors(payload: Payload, viewer: PortalViewer): Promise<PortalCounsellor[]> {
  const student = await portalStudent(payload, viewer)
  return (student?.counsellors ?? [])
    .filter((counsellor): counsellor is User => typeof counsellor === 'object')
    .map((counsellor) => ({ name: counsellor.name || counsellor.email, email: counsellor.email }))
}

/**
 * The viewer's student's meetings still to come: bookings made from one of the leads the file came from, or with the
 * file's address.
 */
export async function portalMeetings(
  payload: Payload,
  viewer: PortalViewer,
  now = new Date(),
): Promise<PortalMeeting[]> {
  const student = await portalStudent(payload, viewer)
  if (!student) return []
  const leads: LeadRef[] = (student.leads ?? []).map((lead) => ({
    relationTo: lead.relationTo,
    value: idOf(lead.value),
  }))
  const { docs } = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { status: { equals: 'booked' } },
        { end: { greater_than: now.toISOString() } },
        {
          or: [
            { email: { equals: student.email } },
            ...(leads.length ? [{ 'lead.value': { in: leads.map((lead) => lead.value) } }] : []),
          ],
        },
      ],
    },
    sort: 'start',
    depth: 0,
    limit: 20,
    overrideAccess: true,
  })
  // A lead's id is only unique in its own collection: keep the bookings whose lead is one of the file's, or whose
  // address is the file's.
  const ours = (booking: Booking) =>
    booking.email.toLowerCase() === student.email ||
    (booking.lead &&
      leads.some((lead) => lead.relationTo === booking.lead!.relationTo && lead.value === idOf(booking.lead!.value)))
  return Promise.all(
    docs.filter(ours).map(async (booking) => {
      const details = await bookingMailDetails(payload, booking)
      const links = manageLinks(booking)
      return {
        id: booking.id,
        start: booking.start,
        end: booking.end,
        meetingName: details.meetingName,
        counsellor: details.counsellor.name,
        way: details.way,
        timeZone: details.consultancy.timeZone,
        links: viewer.readOnly ? null : { reschedule: links.reschedule, cancel: links.cancel },
      }
    }),
  )
}

/** The office's time zone, in which the portal shows its dates. */
export const portalTimeZone = async (payload: Payload): Promise<string> =>
  (await followUpSettings(payload)).calendar.timeZone
