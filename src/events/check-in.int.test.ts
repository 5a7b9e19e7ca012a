import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { newEvent } from '../../tests/support/event-fixtures'
import { migratedPayload } from '../../tests/support/payload'
import { emailsIn, markAttendedByEmail } from './check-in.server'

// On the day: attendance in bulk from a webinar platform's export, and attendance moving a New lead on.

describe('checking in', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await migratedPayload()
  })

  const registration = (event: number, n: number, status: 'seat' | 'waiting', lead?: number) =>
    payload.create({
      collection: 'event-registrations',
      data: {
        event,
        status,
        seat: status === 'seat' ? n : null,
        name: `Visitor ${n}`,
        email: `checkin${n}@example.org`,
        contactNumber: '+919810000005',
        token: `check-in-${event}-${n}`,
        ...(lead ? { lead: { relationTo: 'enquiries' as const, value: lead } } : {}),
      },
      overrideAccess: true,
    })

  it('reads every address of an attendee export once, whatever its columns', () => {
    const csv =
      'Name,Email,Joined\r\n"Verma, Asha",CheckIn1@Example.org,10:02\r\nRavi,checkin1@example.org,10:05\r\nx,n/a,'
    expect(emailsIn(csv)).toEqual(['checkin1@example.org'])
    expect(emailsIn('checkin2@example.org; checkin3@example.org\nnot-an-address')).toEqual([
      'checkin2@example.org',
      'checkin3@example.org',
    ])
  })

  it('marks attended the seat holders of the export, and names the addresses with no seat', async () => {
    const event = await newEvent(payload, { title: 'Bulk', startsIn: -2 * 60 * 60 * 1000 })
    await registration(event.id, 1, 'seat')
    await registration(event.id, 2, 'seat')
    await registration(event.id, 3, 'waiting')
    const result = await markAttendedByEmail(
      payload,
      event.id,
      emailsIn('checkin1@example.org checkin3@example.org stranger@example.org'),
    )
    expect(result).toEqual({ marked: 1, unknown: ['checkin3@example.org', 'stranger@example.org'] })
    const { docs } = await payload.find({
      collection: 'event-registrations',
      where: { event: { equals: event.id } },
      sort: 'id',
      overrideAccess: true,
    })
    expect(docs.map((doc) => [doc.email, doc.attended])).toEqual([
      ['checkin1@example.org', true],
      ['checkin2@example.org', false],
      ['checkin3@example.org', false],
    ])
  })

  it('moves a New lead to Contacted when its registration is marked attended, and leaves one further on', async () => {
    const lead = (status: 'new' | 'qualified', n: number) =>
      payload.create({
        collection: 'enquiries',
        data: {
          name: `Lead ${n}`,
          organization: 'Open day',
          city: 'Online',
          email: `checkin${n}@example.org`,
          contactNumber: '919810000005',
          source: 'event',
          status,
        },
        overrideAccess: true,
      })
    const event = await newEvent(payload, { title: 'Leads', startsIn: -2 * 60 * 60 * 1000 })
    const fresh = await lead('new', 4)
    const further = await lead('qualified', 5)
    const first = await registration(event.id, 4, 'seat', fresh.id)
    const second = await registration(event.id, 5, 'seat', further.id)
    for (const id of [first.id, second.id]) {
      await payload.update({ collection: 'event-registrations', id, data: { attended: true }, overrideAccess: true })
    }
    const statusOf = async (id: number) =>
      (await payload.findByID({ collection: 'enquiries', id, overrideAccess: true })).status
    expect(await statusOf(fresh.id)).toBe('contacted')
    expect(await statusOf(further.id)).toBe('qualified')
  })
})
