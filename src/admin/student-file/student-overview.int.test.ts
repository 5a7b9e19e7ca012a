import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Student, User } from '@/cms/payload-types'
import { migratedPayload } from '../../../tests/support/payload'
import { studentOverview } from './student-overview.server'

type Staff = User & { collection: 'users' }

// The student's page at a glance: their applications, meetings, conversation and history, read as the counsellor.

describe('a student’s overview', () => {
  let payload: Payload
  let priya: Staff
  let arjun: Staff
  let asha: Student

  beforeAll(async () => {
    payload = await migratedPayload()
    const staff = async (name: string) => ({
      ...(await payload.create({
        collection: 'users',
        data: {
          email: `${name}@example.org`,
          password: 'a-long-password-123',
          role: 'counsellor',
          name,
          takesNewLeads: false,
        },
      })),
      collection: 'users' as const,
    })
    // The first account is made an admin: the counsellors come after it.
    await payload.create({
      collection: 'users',
      data: { email: 'admin@example.org', password: 'a-long-password-123', role: 'admin' },
    })
    priya = await staff('Priya')
    arjun = await staff('Arjun')
    const lead = await payload.create({
      collection: 'enquiries',
      data: {
        name: 'Asha Rao',
        organization: 'DPS',
        city: 'Noida',
        email: 'asha.rao@example.org',
        contactNumber: '9810007919',
        source: 'popup',
        status: 'qualified',
        assignee: priya.id,
      },
    })
    asha = await payload.create({
      collection: 'students',
      data: {
        name: 'Asha Rao',
        email: 'asha@example.org',
        counsellors: [priya.id],
        leads: [{ relationTo: 'enquiries', value: lead.id }],
        newNote: 'Wants to study in Leeds.',
      },
      user: priya,
    })
    const meeting = await payload.create({
      collection: 'meeting-types',
      data: {
        name: 'Free consultation',
        slug: 'free-consultation',
        durationMinutes: 30,
        mode: 'phone',
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minimumNoticeMinutes: 0,
        horizonDays: 21,
      },
    })
    const booking = (start: string, email: string, counsellor: Staff, withLead: boolean) =>
      payload.create({
        collection: 'bookings',
        data: {
          start,
          end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
          status: 'booked',
          counsellor: counsellor.id,
          meetingType: meeting.id,
          name: 'Asha Rao',
          email,
          contactNumber: '+919810007919',
          ...(withLead ? { lead: { relationTo: 'enquiries' as const, value: lead.id } } : {}),
        },
      })
    await booking('2027-01-05T05:00:00.000Z', 'asha.rao@example.org', priya, true)
    await booking('2027-01-06T05:00:00.000Z', 'asha@example.org', priya, false)
    await booking('2027-01-07T05:00:00.000Z', 'asha@example.org', arjun, false)
    await booking('2027-01-08T05:00:00.000Z', 'someone@example.org', priya, false)
    const leeds = await payload.create({
      collection: 'universities',
      data: { name: 'University of Leeds', country: 'GB' },
    })
    const application = await payload.create({
      collection: 'applications',
      data: {
        student: asha.id,
        university: leeds.id,
        programme: 'BSc Economics',
        intake: '2027-09',
        stage: 'shortlisted',
      },
      user: priya,
    })
    await payload.update({ collection: 'applications', id: application.id, data: { stage: 'submitted' }, user: priya })
    await payload.create({
      collection: 'student-messages',
      data: { student: asha.id, body: 'Hello!', sender: 'student' },
    })
    await payload.create({
      collection: 'student-messages',
      data: { student: asha.id, body: 'Hi Asha.', sender: 'staff' },
      user: priya,
    })
  })

  it('shows her applications, the meetings she may see from the lead or the email, the conversation and the history', async () => {
    const file = await payload.findByID({ collection: 'students', id: asha.id, depth: 0 })
    const overview = await studentOverview(payload, priya, file)
    expect(overview.applications.map((each) => [each.programme, each.stage])).toEqual([['BSc Economics', 'submitted']])
    // Arjun's meeting with her is his to see; another visitor's is not hers.
    expect(overview.bookings.map((each) => each.start)).toEqual([
      '2027-01-06T05:00:00.000Z',
      '2027-01-05T05:00:00.000Z',
    ])
    expect(overview.messages.map((each) => [each.body, each.sender])).toEqual([
      ['Hello!', 'student'],
      ['Hi Asha.', 'staff'],
    ])
    expect(overview.history.map((each) => [each.kind, each.text, each.by])).toEqual([
      ['stage', 'BSc Economics, University of Leeds: Shortlisted → Submitted', 'Priya'],
      ['stage', 'BSc Economics, University of Leeds: added as Shortlisted', 'Priya'],
      ['note', 'Wants to study in Leeds.', 'Priya'],
    ])
  })

  it('shows another counsellor nothing of a file she does not serve', async () => {
    const file = await payload.findByID({ collection: 'students', id: asha.id, depth: 0 })
    const overview = await studentOverview(payload, arjun, file)
    expect([overview.applications, overview.messages, overview.history.filter((e) => e.kind === 'stage')]).toEqual([
      [],
      [],
      [],
    ])
  })
})
