import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { eventBySlug } from '@/content/events.server'

import { newEvent } from '../../../tests/support/event-fixtures'
import { migratedPayload } from '../../../tests/support/payload'
import { plainStaticMarkup } from '../../../tests/support/plain-static-markup'
import { EventDetails } from './event-details'

vi.mock('@/ui/static-markup', () => plainStaticMarkup)

// An event's page as the public reads it from the database: the venue's map is offered (a drawn preview and a
// "Show map" button, nothing loaded from the map provider) only for an event visitors come to, with its point given.

const POINT = { latitude: 28.6304, longitude: 77.2263 }
/** The text of the page's "Where". */
const where = (html: string) => /<dt>Where<\/dt><dd>(.*?)<\/dd>/.exec(html)?.[1]?.replace(/<!-- -->/g, '')

const VENUE = { venue: 'The Lalit, New Delhi', address: 'Barakhamba Avenue, New Delhi' }

describe('the venue map on an event’s page', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await migratedPayload()
  })

  const page = async (slug: string, data: Record<string, unknown>) => {
    await newEvent(payload, { title: slug, slug, ...data })
    const event = await eventBySlug(slug)
    if (!event) throw new Error(`${slug} is not published`)
    return {
      event,
      html: renderToStaticMarkup(createElement(EventDetails, { event, timeZone: 'Asia/Kolkata', closed: null })),
    }
  }

  it('offers the map of an in-person event with its point, and loads nothing until asked', async () => {
    const { event, html } = await page('fair-with-a-point', { attendance: 'in-person', ...VENUE, map: POINT })
    expect(event.map).toEqual(POINT)
    expect(html).toContain('Finding the venue')
    expect(html).toContain('>Show map</button>')
    expect(html).toContain('href="https://www.openstreetmap.org/?mlat=28.6304&amp;mlon=77.2263#map=17/28.6304/77.2263"')
    expect(html).not.toContain('<iframe')
  })

  it('offers it for an event both online and in person', async () => {
    const { html } = await page('mixed-with-a-point', { attendance: 'mixed', ...VENUE, map: POINT })
    expect(where(html)).toBe(
      'Online and in person: The Lalit, New Delhi. Barakhamba Avenue, New Delhi. The link to join comes in your confirmation mail.',
    )
    expect(html).toContain('>Show map</button>')
  })

  it('offers no map for an in-person event without a point', async () => {
    const { event, html } = await page('fair-without-a-point', { attendance: 'in-person', ...VENUE })
    expect(event.map).toBeNull()
    expect(html).toContain('The Lalit, New Delhi')
    expect(html).not.toContain('Show map')
    expect(html).not.toContain('openstreetmap')
  })

  it('offers no map for an online event, even with a point left from when it was in person', async () => {
    const { html } = await page('webinar-with-a-point', { attendance: 'online', map: POINT })
    expect(where(html)).toBe('Online: The link to join comes in your confirmation mail.')
    expect(html).not.toContain('Show map')
    expect(html).not.toContain('openstreetmap')
  })
})
