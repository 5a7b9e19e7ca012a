import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { migratedPayload } from '../../tests/support/payload'
import { DEMO_EVENTS, seedDemoEvents } from './demo-events'

describe('the demo events', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await migratedPayload()
  })

  it('publishes events to come and past, one full with people waiting, once', async () => {
    const now = new Date()
    expect(await seedDemoEvents(payload, now)).toEqual({ events: DEMO_EVENTS.length, registrations: 30 })
    expect(await seedDemoEvents(payload, now)).toEqual({ events: 0, registrations: 0 })
    const { docs } = await payload.find({ collection: 'events', sort: 'start', overrideAccess: false, user: null })
    expect(docs.map((event) => event.slug)).toEqual([
      'study-abroad-fair-delhi',
      'uk-scholarships-webinar',
      'noida-open-day',
      'university-of-leeds-visit',
    ])
    expect(Date.parse(docs[0]!.end)).toBeLessThan(now.getTime())
    const openDay = docs[2]!
    const count = async (status: string) =>
      (
        await payload.count({
          collection: 'event-registrations',
          where: { and: [{ event: { equals: openDay.id } }, { status: { equals: status } }] },
          overrideAccess: true,
        })
      ).totalDocs
    expect([openDay.capacity, await count('seat'), await count('waiting')]).toEqual([8, 8, 3])
    // Every event visitors come to has its venue's point for the map; the webinar has none.
    expect(docs.map((event) => [event.attendance, typeof event.map?.latitude, typeof event.map?.longitude])).toEqual([
      ['in-person', 'number', 'number'],
      ['online', 'object', 'object'],
      ['in-person', 'number', 'number'],
      ['mixed', 'number', 'number'],
    ])
  })
})
