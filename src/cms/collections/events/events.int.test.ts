import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { newEvent } from '../../../../tests/support/event-fixtures'
import { migratedPayload } from '../../../../tests/support/payload'

// The events collection and its registrations on a real database: what the public reads of an event, the calendar
// revision an event's move raises, and the unique seat the database itself keeps.

describe('events', () => {
  let payload: Payload
  let editor: { id: number; collection: 'users' }

  beforeAll(async () => {
    payload = await migratedPayload()
    // The first account is made an admin, whatever it asks for: the editor comes second.
    await payload.create({
      collection: 'users',
      data: { email: 'admin@example.org', password: 'a-long-password-123', role: 'admin' },
    })
    const user = await payload.create({
      collection: 'users',
      data: { email: 'editor@example.org', password: 'a-long-password-123', role: 'editor' },
    })
    editor = { ...user, collection: 'users' } as never
  })

  const registration = (event: number, seat: number | null, n: number) =>
    payload.create({
      collection: 'event-registrations',
      data: {
        event,
        seat,
        status: seat === null ? 'waiting' : 'seat',
        name: `Visitor ${n}`,
        email: `visitor${n}@example.org`,
        contactNumber: '+919810000005',
        token: `token-${event}-${n}`,
      },
      overrideAccess: true,
    })

  it('never shows the join link or the recording to the public, and shows staff both', async () => {
    const event = await newEvent(payload, { recordingLink: 'https://video.example.org/rec' })
    const asVisitor = await payload.findByID({ collection: 'events', id: event.id, overrideAccess: false, user: null })
    expect(asVisitor.title).toBe('UK scholarships webinar')
    expect(asVisitor).not.toHaveProperty('joinLink')
    expect(asVisitor).not.toHaveProperty('recordingLink')
    expect(asVisitor).not.toHaveProperty('sequence')
    const asEditor = await payload.findByID({ collection: 'events', id: event.id, overrideAccess: false, user: editor })
    expect(asEditor.joinLink).toBe('https://meet.example.org/uk-scholarships')
  })

  it('keeps drafts from the public', async () => {
    const draft = await newEvent(payload, { title: 'A draft open day', _status: 'draft' })
    const found = await payload.find({
      collection: 'events',
      where: { id: { equals: draft.id } },
      overrideAccess: false,
      user: null,
    })
    expect(found.totalDocs).toBe(0)
  })

  it('refuses an end before the start', async () => {
    await expect(
      newEvent(payload, { title: 'Backwards', end: '2020-01-01T00:00:00.000Z' } as never),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'end', message: 'The end must be after the start.' }] } })
  })

  it('raises the calendar revision when the event moves or is called off, not when its text changes', async () => {
    const event = await newEvent(payload, { title: 'A fair that moves' })
    const revision = async () =>
      (await payload.findByID({ collection: 'events', id: event.id, overrideAccess: true })).sequence
    expect(await revision()).toBe(0)
    await payload.update({ collection: 'events', id: event.id, data: { summary: 'New words.' }, overrideAccess: true })
    expect(await revision()).toBe(0)
    const later = new Date(Date.parse(event.start) + 3_600_000).toISOString()
    const end = new Date(Date.parse(event.end) + 3_600_000).toISOString()
    await payload.update({ collection: 'events', id: event.id, data: { start: later, end }, overrideAccess: true })
    expect(await revision()).toBe(1)
    await payload.update({ collection: 'events', id: event.id, data: { cancelled: true }, overrideAccess: true })
    expect(await revision()).toBe(2)
  })

  it('lets the database refuse a second registration on the same seat, and keep any number without one', async () => {
    const event = await newEvent(payload, { title: 'Ten seats', capacity: 10 })
    await registration(event.id, 1, 1)
    await expect(registration(event.id, 1, 2)).rejects.toThrow()
    await registration(event.id, 2, 3)
    await registration(event.id, null, 4)
    await registration(event.id, null, 5)
    const other = await newEvent(payload, { title: 'Another event', capacity: 10 })
    await registration(other.id, 1, 6)
    const { totalDocs } = await payload.count({
      collection: 'event-registrations',
      where: { event: { equals: event.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(4)
  })

  it('keeps registrations from the public and editors, and their tokens from everyone', async () => {
    await expect(
      payload.find({ collection: 'event-registrations', overrideAccess: false, user: null }),
    ).rejects.toThrow(/not allowed/)
    await expect(
      payload.find({ collection: 'event-registrations', overrideAccess: false, user: editor }),
    ).rejects.toThrow(/not allowed/)
    const counsellor = await payload.create({
      collection: 'users',
      data: { email: 'counsellor@example.org', password: 'a-long-password-123', role: 'counsellor' },
    })
    const seen = await payload.find({
      collection: 'event-registrations',
      overrideAccess: false,
      user: { ...counsellor, collection: 'users' } as never,
    })
    expect(seen.totalDocs).toBeGreaterThan(0)
    expect(seen.docs[0]!.email).toMatch(/@example\.org$/)
    expect(seen.docs[0]).not.toHaveProperty('token')
  })
})
