import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { newEvent } from '../../../../tests/support/event-fixtures'
import { migratedPayload } from '../../../../tests/support/payload'

// Rules Payload applies to an event above the database: its venue's point on the map.

describe('an event’s venue point', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await migratedPayload()
  })

  const inPerson = (map: Record<string, unknown>) =>
    newEvent(payload, { title: 'Open day', attendance: 'in-person', venue: 'Our office', map } as never)

  it('keeps both coordinates, or neither', async () => {
    expect((await inPerson({ latitude: 28.627, longitude: 77.3725 })).map).toEqual({
      latitude: 28.627,
      longitude: 77.3725,
    })
    expect((await inPerson({})).map).toEqual({ latitude: null, longitude: null })
  })

  it('refuses one coordinate without the other', async () => {
    const message = 'Give both the latitude and the longitude, or leave both empty.'
    await expect(inPerson({ latitude: 28.627 })).rejects.toMatchObject({
      data: {
        errors: [
          { path: 'map.latitude', message },
          { path: 'map.longitude', message },
        ],
      },
    })
  })

  it('refuses a point off the globe', async () => {
    await expect(inPerson({ latitude: 95, longitude: 77.3725 })).rejects.toMatchObject({
      data: { errors: [{ path: 'map.latitude' }] },
    })
  })
})
