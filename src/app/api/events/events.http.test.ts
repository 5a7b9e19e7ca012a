import { expect, test, type APIRequestContext } from '@playwright/test'

import { EVENT_TEXT } from '../../../schema/event-registration-schema'
import { MESSAGES } from '../../../schema/form-schema'
import { cms, paragraphBody } from '../../../../tests/support/http-api'
import { anIp, post, solved, unique } from '../../../../tests/support/leads'

// The event calls and pages on the built app: the list with its seats left and never a join link, a registration
// stored before its 200, 409 when full until the visitor asks to wait, 400 naming the field; the event's page with
// its Event JSON-LD and Open Graph, its calendar file, and its form sent without a script.

/** The calls' paths (src/contract/event-calls.ts, which this file cannot load outside the app). */
const EVENT_API_PATHS = { list: '/api/events', register: '/api/events/{slug}/registrations' }
const HOUR = 60 * 60 * 1000
const JOIN_LINK = 'https://meet.example.org/secret-room'

async function newEvent(request: APIRequestContext, fields: Record<string, unknown> = {}) {
  const slug = `event-${unique()}`
  const start = new Date(Date.now() + 3 * 24 * HOUR)
  start.setUTCMinutes(0, 0, 0)
  return cms(request).create('events', {
    title: `Scholarships webinar ${slug}`,
    slug,
    kind: 'webinar',
    attendance: 'online',
    start: start.toISOString(),
    start_tz: 'Asia/Kolkata',
    end: new Date(start.getTime() + HOUR).toISOString(),
    end_tz: 'Asia/Kolkata',
    summary: 'An hour on the UK’s scholarships.',
    description: paragraphBody('What they are and how to win one.'),
    joinLink: JOIN_LINK,
    capacity: 2,
    _status: 'published',
    ...fields,
  }) as Promise<{ id: number; slug: string; start: string; end: string }>
}

const visitor = () => ({ name: 'Zara Ali', email: `zara.${unique()}@example.com`, contactNumber: '9810000007' })

async function register(request: APIRequestContext, slug: string, body: Record<string, unknown> = {}) {
  const ip = anIp()
  return post(
    request,
    EVENT_API_PATHS.register.replace('{slug}', slug),
    { ...visitor(), ...(await solved(request, ip)), ...body },
    ip,
  )
}

test('the list shows published events with their seats left and never a join link', async ({ request }) => {
  const event = await newEvent(request)
  const answer = await request.get(`${EVENT_API_PATHS.list}?kind=webinar`)
  expect(answer.status()).toBe(200)
  const text = await answer.text()
  expect(text).not.toContain(JOIN_LINK)
  const listed = (JSON.parse(text) as { data: { slug: string }[] }).data.find((item) => item.slug === event.slug)
  expect(listed).toMatchObject({ url: `/events/${event.slug}`, capacity: 2, seatsLeft: 2, start: event.start })
  const fairs = (await (await request.get(`${EVENT_API_PATHS.list}?kind=fair`)).json()) as { data: { slug: string }[] }
  expect(fairs.data.map((item) => item.slug)).not.toContain(event.slug)
  const bad = await request.get(`${EVENT_API_PATHS.list}?when=tomorrow`)
  expect(bad.status()).toBe(400)
  expect(Object.keys((await bad.json()).error.fields)).toEqual(['when'])
})

test('a registration is stored before its 200; a full event answers 409 until the visitor asks to wait', async ({
  request,
}) => {
  const event = await newEvent(request, { questions: [{ question: 'Which course?', required: true }] })
  const invalid = await register(request, event.slug, { name: '', email: 'nope', answers: [] })
  expect(invalid.status).toBe(400)
  expect(invalid.body.error.fields).toEqual({ name: MESSAGES.name, email: MESSAGES.emailFormat })
  const unanswered = await register(request, event.slug)
  expect(unanswered.body.error.fields).toEqual({ 'answers.0': EVENT_TEXT.answerRequired })

  const seats = [
    await register(request, event.slug, { answers: ['MSc'] }),
    await register(request, event.slug, { answers: ['BSc'] }),
  ]
  for (const seat of seats) expect(seat).toMatchObject({ status: 200, body: { data: { status: 'seat' } } })
  const stored = await cms(request).find('event-registrations', `where[event][equals]=${event.id}`)
  expect(stored.docs.map((doc) => doc.status).sort()).toEqual(['seat', 'seat'])
  expect(stored.docs.map((doc) => doc.answers[0].answer).sort()).toEqual(['BSc', 'MSc'])

  const full = await register(request, event.slug, { answers: ['MA'] })
  expect(full).toMatchObject({ status: 409, body: { error: { message: EVENT_TEXT.full } } })
  const waiting = await register(request, event.slug, { answers: ['MA'], joinWaitingList: true })
  expect(waiting).toMatchObject({ status: 200, body: { data: { status: 'waiting', place: 1 } } })
  expect((await register(request, 'no-such-event')).status).toBe(404)
})

test('the event’s page is the Event in JSON-LD and Open Graph, with its seats left and a calendar file', async ({
  request,
}) => {
  const event = await newEvent(request, { capacity: 5 })
  const page = await request.get(`/events/${event.slug}`)
  expect(page.status()).toBe(200)
  const html = await page.text()
  expect(html).not.toContain(JOIN_LINK)
  expect(html).toContain('5 seats left')
  expect(html).toMatch(/<meta property="og:title" content="Scholarships webinar/)
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  )
  expect(ld.find((data) => data['@type'] === 'Event')).toMatchObject({
    name: expect.stringContaining('Scholarships webinar'),
    startDate: event.start,
    endDate: event.end,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation' },
    remainingAttendeeCapacity: 5,
  })

  const ics = await request.get(`/events/${event.slug}/calendar.ics`)
  expect(ics.headers()['content-type']).toContain('text/calendar')
  const text = await ics.text()
  expect(text).not.toContain(JOIN_LINK)
  const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')
  expect(text).toContain(`DTSTART:${compact(event.start)}`)
  expect(text).toContain(`DTEND:${compact(event.end)}`)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/events/${event.slug}</loc>`)
})

test('the form works without a script: refused, it comes back with the messages; sent, it shows the registration', async ({
  request,
}) => {
  const event = await newEvent(request, { capacity: 1 })
  const page = await (await request.get(`/events/${event.slug}`)).text()
  const token = /name="captchaToken" value="([^"]+)"/.exec(page)![1]!
  const [a, b] = /data-testid="captcha-question">(\d) \+ (\d)</.exec(page)!.slice(1).map(Number)
  const send = (fields: Record<string, string>) =>
    request.post(`/events/${event.slug}/register`, {
      form: { captchaToken: token, captchaAnswer: String(a! + b!), website: '', ...fields },
      headers: { 'x-forwarded-for': anIp() },
      maxRedirects: 0,
    })

  const refused = await send({ name: 'Zara Ali', email: 'zara@', contactNumber: '9810000007' })
  expect(refused.status()).toBe(303)
  expect(refused.headers().location).toBe(`/events/${event.slug}#register-title`)
  const again = await (await request.get(`/events/${event.slug}`)).text()
  expect(again).toContain(MESSAGES.emailFormat)
  expect(again).toContain('value="Zara Ali"')

  // The captcha was drawn for this visitor: wait out the fill time the test server asks, then send it right.
  await new Promise((resolve) => setTimeout(resolve, 1100))
  const sent = await send({ ...visitor() })
  expect(sent.status()).toBe(303)
  const location = sent.headers().location!
  expect(location).toMatch(/^\/events\/registration\?token=[\w-]+$/)
  const registration = await (await request.get(location)).text()
  expect(registration).toContain('you have a seat')
  expect(await (await request.get(`/events/${event.slug}`)).text()).toContain('Full: register to join the waiting list')
})

test('the "Upcoming events" band shows the next events that go ahead on any page an editor adds it to', async ({
  request,
}) => {
  // Two hours away: sooner than any other event of the run, so first in the band.
  const start = new Date(Date.now() + 2 * HOUR)
  const event = await newEvent(request, {
    capacity: 7,
    start: start.toISOString(),
    end: new Date(start.getTime() + HOUR).toISOString(),
  })
  const path = `/events-band-${unique()}`
  const staff = cms(request)
  const page = await staff.create('pages', {
    title: 'Come and meet us',
    path,
    hero: { eyebrow: 'Events', lead: 'Our next events.', art: 'about' },
    layout: [{ blockType: 'upcomingEvents', lead: 'Webinars and open days this month.' }],
    _status: 'published',
  })
  try {
    const html = await (await request.get(path)).text()
    expect(html).toContain('Upcoming events')
    expect(html).toContain('Webinars and open days this month.')
    expect(html).toContain(`href="/events/${event.slug}"`)
    expect(html).toContain('7 seats left')
  } finally {
    await staff.remove('pages', page.id)
  }
})
