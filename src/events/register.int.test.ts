import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Event } from '@/cms/payload-types'

import { newEvent } from '../../tests/support/event-fixtures'
import { migratedPayload } from '../../tests/support/payload'
import { cancelRegistration } from './cancel.server'
import { registerForEvent, type Registrant } from './register.server'
import { OFFER_HOLD_MS } from './seats.server'
import { acceptOffer, admit, lapseOffer, moveToFront } from './waiting-list.server'

// Registering for an event on a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set): many visitors
// at once never get more seats than there are, the waiting list keeps its order, and a freed seat is offered to the
// first in line, held for a day, then passed on.

const registrant = (n: number, prefix = 'visitor'): Registrant => ({
  name: `Visitor ${n}`,
  email: `${prefix}${n}@example.org`,
  contactNumber: '+919810000005',
  answers: [],
})

describe('registering for an event', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await migratedPayload()
  })

  const registrations = async (event: number) =>
    (
      await payload.find({
        collection: 'event-registrations',
        where: { event: { equals: event } },
        sort: 'id',
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    ).docs
  const tokenOf = async (id: number) => {
    // The token is read by nobody through the API; the database holds it.
    const { docs } = await payload.db.find<{ token: string }>({
      collection: 'event-registrations',
      where: { id: { equals: id } },
      limit: 1,
    })
    return docs[0]!.token
  }
  const registerMany = (event: Event, count: number, prefix: string) =>
    Promise.all(
      Array.from({ length: count }, (_, n) => registerForEvent(payload, { event, registrant: registrant(n, prefix) })),
    )

  it('gives twelve visitors registering at once for ten seats exactly ten seats and two places on the list', async () => {
    const event = await newEvent(payload, { title: 'Ten seats', capacity: 10 })
    const outcomes = await registerMany(event, 12, 'twelve')
    expect(outcomes.filter((outcome) => outcome.kind === 'seat')).toHaveLength(10)
    // Each is told a place on the list; two told at the same instant may not yet see each other.
    const waiting = outcomes.flatMap((outcome) => (outcome.kind === 'waiting' ? [outcome.place] : []))
    expect(waiting).toHaveLength(2)
    expect(waiting.every((place) => place === 1 || place === 2)).toBe(true)
    const stored = await registrations(event.id)
    expect(stored).toHaveLength(12)
    const seats = stored.flatMap((doc) => (doc.status === 'seat' ? [doc.seat] : []))
    expect(seats.sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(stored.filter((doc) => doc.status === 'waiting').every((doc) => doc.seat === null)).toBe(true)
  })

  it('never stores more seats than the capacity under a heavier rush', async () => {
    const event = await newEvent(payload, { title: 'A rush', capacity: 25 })
    await registerMany(event, 60, 'rush')
    const stored = await registrations(event.id)
    expect(stored).toHaveLength(60)
    expect(stored.filter((doc) => doc.status === 'seat')).toHaveLength(25)
    expect(new Set(stored.map((doc) => doc.seat).filter(Boolean)).size).toBe(25)
    expect(stored.filter((doc) => doc.status === 'waiting')).toHaveLength(35)
  })

  it('answers an address already registered with its registration, not a second seat', async () => {
    const event = await newEvent(payload, { title: 'Twice', capacity: 5 })
    const first = await registerForEvent(payload, { event, registrant: registrant(1, 'twice') })
    const again = await registerForEvent(payload, {
      event,
      registrant: { ...registrant(1, 'twice'), email: 'TWICE1@example.org' },
    })
    expect(first).toMatchObject({ kind: 'seat', again: false })
    expect(again).toMatchObject({ kind: 'seat', again: true })
    expect(await registrations(event.id)).toHaveLength(1)
  })

  it('seats everyone at an event without a limit, and closes registration once it starts or is called off', async () => {
    const open = await newEvent(payload, { title: 'No limit' })
    const outcomes = await registerMany(open, 5, 'open')
    expect(outcomes.every((outcome) => outcome.kind === 'seat')).toBe(true)
    expect((await registrations(open.id)).every((doc) => doc.seat === null)).toBe(true)

    const started = await newEvent(payload, { title: 'Started', startsIn: -60_000 })
    expect(await registerForEvent(payload, { event: started, registrant: registrant(1) })).toEqual({ kind: 'closed' })
    const calledOff = await newEvent(payload, { title: 'Called off', cancelled: true })
    expect(await registerForEvent(payload, { event: calledOff, registrant: registrant(1) })).toEqual({ kind: 'closed' })
  })

  it('offers a cancelled seat to the first waiting, held for a day; taken, it is theirs', async () => {
    const now = Date.now()
    const event = await newEvent(payload, { title: 'Two seats', capacity: 2 })
    for (const n of [1, 2, 3, 4])
      await registerForEvent(payload, { event, registrant: registrant(n, 'offer'), now: now + n })
    const [seated, , first, second] = await registrations(event.id)
    expect([first!.status, second!.status]).toEqual(['waiting', 'waiting'])

    expect(await cancelRegistration(payload, await tokenOf(seated!.id), now)).toMatchObject({ kind: 'cancelled' })
    expect(await cancelRegistration(payload, await tokenOf(seated!.id), now)).toEqual({ kind: 'already' })
    const [cancelled, , offered, still] = await registrations(event.id)
    expect(cancelled).toMatchObject({ status: 'cancelled', seat: null })
    expect(offered).toMatchObject({ status: 'offered', seat: seated!.seat })
    expect(Date.parse(offered!.offerExpiresAt!)).toBe(now + OFFER_HOLD_MS)
    expect(still!.status).toBe('waiting')
    // The job that ends the hold waits for it.
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'lapseEventOffer' }, 'input.registration': { equals: String(offered!.id) } },
      overrideAccess: true,
    })
    expect(jobs.docs.map((job) => Date.parse(String(job.waitUntil)))).toEqual([now + OFFER_HOLD_MS])

    // A newcomer cannot jump the list while the seat is held.
    const newcomer = await registerForEvent(payload, { event, registrant: registrant(9, 'offer'), now: now + 10 })
    expect(newcomer).toMatchObject({ kind: 'waiting', place: 2 })

    expect(await acceptOffer(payload, await tokenOf(offered!.id), now + 1000)).toMatchObject({
      kind: 'accepted',
      registration: { status: 'seat', seat: seated!.seat, offerExpiresAt: null },
    })
    expect(await lapseOffer(payload, offered!.id, now + OFFER_HOLD_MS + 1)).toBe(false)
  })

  it('passes a seat on when its offer is not taken in time', async () => {
    const now = Date.now()
    const event = await newEvent(payload, { title: 'One seat', capacity: 1 })
    for (const n of [1, 2, 3])
      await registerForEvent(payload, { event, registrant: registrant(n, 'lapse'), now: now + n })
    const [seated, first, second] = await registrations(event.id)
    await cancelRegistration(payload, await tokenOf(seated!.id), now)
    expect(await lapseOffer(payload, first!.id, now + OFFER_HOLD_MS - 1)).toBe(false)
    expect(await lapseOffer(payload, first!.id, now + OFFER_HOLD_MS + 1)).toBe(true)
    const [, lapsed, next] = await registrations(event.id)
    expect(lapsed).toMatchObject({ status: 'cancelled', seat: null })
    expect(next).toMatchObject({ status: 'offered', seat: 1 })
    expect(await acceptOffer(payload, await tokenOf(first!.id), now + OFFER_HOLD_MS + 2)).toEqual({ kind: 'lapsed' })
    expect(second!.id).toBe(next!.id)
  })

  it('lets staff move someone to the front of the list, and admit them beyond the capacity', async () => {
    const now = Date.now()
    const event = await newEvent(payload, { title: 'Staff', capacity: 1 })
    for (const n of [1, 2, 3])
      await registerForEvent(payload, { event, registrant: registrant(n, 'staff'), now: now + n })
    const [, second, third] = await registrations(event.id)
    await moveToFront(payload, third!.id)
    const moved = await registerForEvent(payload, { event, registrant: registrant(3, 'staff') })
    expect(moved).toMatchObject({ kind: 'waiting', place: 1 })
    expect(await admit(payload, second!.id)).toMatchObject({ status: 'seat', seat: 2 })
    const after = await registrations(event.id)
    expect(after.map((doc) => [doc.status, doc.seat])).toEqual([
      ['seat', 1],
      ['seat', 2],
      ['waiting', null],
    ])
  })

  it('passes the seat on by the job queued with the offer, once its hold is over', async () => {
    // The offer was made a day and a minute ago, so its job may run now.
    const then = Date.now() - OFFER_HOLD_MS - 60_000
    const event = await newEvent(payload, { title: 'Job', capacity: 1, now: then })
    for (const n of [1, 2, 3])
      await registerForEvent(payload, { event, registrant: registrant(n, 'job'), now: then + n })
    const [seated] = await registrations(event.id)
    await cancelRegistration(payload, await tokenOf(seated!.id), then)
    await payload.jobs.run({ where: { taskSlug: { equals: 'lapseEventOffer' } } })
    const [, lapsed, next] = await registrations(event.id)
    expect(lapsed!.status).toBe('cancelled')
    expect(next!.status).toBe('offered')
    // The next in line holds it for a day from when the job ran.
    expect(Date.parse(next!.offerExpiresAt!) - Date.now()).toBeGreaterThan(OFFER_HOLD_MS - 60_000)
  })
})
