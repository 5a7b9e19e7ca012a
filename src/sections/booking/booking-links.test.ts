import { describe, expect, it } from 'vitest'

import { bookedHref, bookHref, stepHref } from './booking-links'
import { readBookQuery } from './booking-query'

describe('the addresses of /book', () => {
  it('names each step’s choices in order, readable, each only when set', () => {
    expect(bookHref()).toBe('/book')
    expect(bookHref({ tz: null })).toBe('/book')
    expect(bookHref({ day: '2026-12-03' })).toBe('/book?day=2026-12-03')
    expect(bookHref({ day: '2026-12-03', tz: 'Europe/London' })).toBe('/book?day=2026-12-03&tz=Europe/London')
    expect(bookHref({ tz: 'Europe/London', time: '2026-12-03T04:30:00.000Z', day: '2026-12-03' })).toBe(
      '/book?day=2026-12-03&time=2026-12-03T04:30:00.000Z&tz=Europe/London',
    )
    expect(bookHref({ day: '2026-12-03', tz: 'Asia/Kolkata', taken: true })).toBe(
      '/book?day=2026-12-03&tz=Asia/Kolkata&taken=1',
    )
    expect(bookHref({ time: '2026-12-03T04:30:00.000Z', busy: true })).toBe(
      '/book?time=2026-12-03T04:30:00.000Z&busy=1',
    )
  })

  it('lands on the step when asked to, after the query', () => {
    expect(stepHref()).toBe('/book#book-step')
    expect(stepHref({ day: '2026-12-03', tz: 'Europe/London' })).toBe('/book?day=2026-12-03&tz=Europe/London#book-step')
    expect(stepHref({ manage: 'abc', taken: true })).toBe('/book/manage?token=abc&action=reschedule&taken=1#book-step')
  })

  it('escapes what a query must not carry as it is', () => {
    expect(bookHref({ tz: 'Etc/GMT+5' })).toBe('/book?tz=Etc/GMT%2B5')
    expect(bookedHref('abc.def')).toBe('/book/booked?token=abc.def')
  })

  it('reads back what it wrote, and leaves out anything malformed', () => {
    const search = Object.fromEntries(
      new URL(
        bookHref({ day: '2026-12-03', time: '2026-12-03T04:30:00.000Z', tz: 'Etc/GMT+5', taken: true }),
        'http://x',
      ).searchParams,
    )
    expect(readBookQuery(search)).toEqual({
      day: '2026-12-03',
      time: Date.parse('2026-12-03T04:30:00Z'),
      tz: 'Etc/GMT+5',
      taken: true,
      busy: false,
    })
    expect(readBookQuery({ day: '2026-02-31', time: 'soon', tz: 'Nowhere/Else', busy: '1' })).toEqual({
      day: null,
      time: null,
      tz: null,
      taken: false,
      busy: true,
    })
    expect(readBookQuery({ day: ['2026-12-03', '2026-12-04'] }).day).toBe('2026-12-03')
  })
})
