import { describe, expect, it } from 'vitest'

import { eventJsonLd } from './event-json-ld'

const base = {
  base: 'https://www.example.org',
  path: '/events/uk-scholarships',
  name: 'UK scholarships webinar',
  description: 'How to win one.',
  start: '2026-12-20T09:30:00.000Z',
  end: '2026-12-20T10:30:00.000Z',
  cancelled: false,
  venue: null,
  address: null,
  imagePath: null,
  capacity: 10,
  seatsLeft: 3,
  hosts: [{ name: 'Asha Verma', designation: 'Counsellor' }],
  organizer: { name: 'Brighter Bridge' },
}

describe('an event’s structured data', () => {
  it('is an Event online at its page, with its times, seats and hosts', () => {
    const data = eventJsonLd({ ...base, attendance: 'online' })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      startDate: '2026-12-20T09:30:00.000Z',
      endDate: '2026-12-20T10:30:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://www.example.org/events/uk-scholarships' },
      offers: { availability: 'https://schema.org/InStock', price: 0 },
      maximumAttendeeCapacity: 10,
      remainingAttendeeCapacity: 3,
      performer: [{ '@type': 'Person', name: 'Asha Verma' }],
    })
  })

  it('is at its venue in person, at both when mixed, sold out when full and cancelled when called off', () => {
    const place = { venue: 'Noida office', address: 'Sector 18, Noida' }
    expect(eventJsonLd({ ...base, ...place, attendance: 'in-person' })).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Noida office', address: { streetAddress: 'Sector 18, Noida' } },
    })
    const mixed = eventJsonLd({ ...base, ...place, attendance: 'mixed', seatsLeft: 0, cancelled: true })
    expect(mixed.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode')
    expect((mixed.location as { '@type': string }[]).map((where) => where['@type'])).toEqual([
      'VirtualLocation',
      'Place',
    ])
    expect(mixed.offers.availability).toBe('https://schema.org/SoldOut')
    expect(mixed.eventStatus).toBe('https://schema.org/EventCancelled')
  })

  it('leaves out the seats of an event without a limit', () => {
    const data = eventJsonLd({ ...base, attendance: 'online', capacity: null, seatsLeft: null })
    expect(data).not.toHaveProperty('maximumAttendeeCapacity')
    expect(data).not.toHaveProperty('remainingAttendeeCapacity')
  })
})
