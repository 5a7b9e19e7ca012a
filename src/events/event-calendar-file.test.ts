import { describe, expect, it } from 'vitest'

import { eventUid, publicEventIcs } from './event-calendar-file'

const event = {
  id: 7,
  title: 'UK scholarships webinar',
  summary: 'How to win one.',
  start: '2026-12-20T09:30:00.000Z',
  end: '2026-12-20T10:30:00.000Z',
  cancelled: false,
  location: null,
  url: 'https://www.example.org/events/uk-scholarships',
  sequence: 2,
}

/** A property's value as a calendar reads it back, its folded lines joined. */
const property = (ics: string, name: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '')

describe('an event’s calendar file', () => {
  it('publishes the event in UTC under its stable UID and revision', () => {
    const ics = publicEventIcs(event, { host: 'www.example.org', company: 'Brighter Bridge' })
    expect(property(ics, 'METHOD')).toBe('PUBLISH')
    expect(property(ics, 'UID')).toBe(eventUid(7, 'www.example.org'))
    expect(property(ics, 'DTSTART')).toBe('20261220T093000Z')
    expect(property(ics, 'DTEND')).toBe('20261220T103000Z')
    expect(property(ics, 'SEQUENCE')).toBe('2')
    expect(property(ics, 'STATUS')).toBe('CONFIRMED')
    expect(property(ics, 'URL')).toBe(event.url)
    expect(ics).not.toMatch(/meet\./)
  })

  it('says a called-off event is cancelled', () => {
    const ics = publicEventIcs({ ...event, cancelled: true }, { host: 'www.example.org', company: 'Brighter Bridge' })
    expect(property(ics, 'STATUS')).toBe('CANCELLED')
  })
})
