import { expect, test } from '@playwright/test'

import { E2E_SECRET } from '../../../../playwright.config'
import { BOOKING_PATHS } from '../../../contract/booking-calls'
import { BOOKING_TEXT } from '../../../schema/booking-schema'
import { MESSAGES } from '../../../schema/form-schema'
import { cms } from '../../../../tests/support/http-api'
import { anIp, consultation, leadsByEmail, post, solved, unique } from '../../../../tests/support/leads'

// The booking calls on the built app and the seeded demo (three counsellors with bookable hours): the free times,
// a booking stored before its 200 with both invitations in the outbox, the time refused once every counsellor free
// then has it, and a lead's own token in place of the details.

type Slot = { start: string; end: string }

async function freeTimes(request: Parameters<typeof post>[0], query = '') {
  const response = await request.get(`${BOOKING_PATHS.slots}?from=${tomorrow()}&days=7${query}`)
  return { status: response.status(), body: await response.json() }
}
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
const person = () => ({ name: 'Zara Ali', email: `zara.${unique()}@example.com`, contactNumber: '9810000007' })

test('free times are listed in UTC with the office’s zone; a bad query names its field', async ({ request }) => {
  const { status, body } = await freeTimes(request)
  expect(status).toBe(200)
  expect(body.data.timeZone).toBe('Asia/Kolkata')
  const slots = body.data.slots as Slot[]
  expect(slots.length).toBeGreaterThan(0)
  for (const slot of slots.slice(0, 5)) {
    expect(slot.start).toMatch(/Z$/)
    expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60 * 1000)
    expect(Date.parse(slot.start)).toBeGreaterThan(Date.now() + 4 * 60 * 60 * 1000 - 60_000)
  }
  const bad = await request.get(`${BOOKING_PATHS.slots}?from=tomorrow&days=99`)
  expect(bad.status()).toBe(400)
  expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['days', 'from'])
  expect((await freeTimes(request, '&meetingType=no-such-meeting')).status).toBe(400)
})

test('a booking is stored before its 200, both invitations wait in the outbox, and a taken time answers 409', async ({
  request,
}) => {
  const slot = ((await freeTimes(request)).body.data.slots as Slot[])[0]!
  const answers: { status: number; body: { data?: { id: number; start: string }; error?: { message: string } } }[] = []
  // Each counsellor free at that time takes one booking; then the time is gone.
  for (let attempt = 0; attempt < 6 && answers.at(-1)?.status !== 409; attempt += 1) {
    const ip = anIp()
    const body = { start: slot.start, meetingType: 'free-consultation', ...person(), ...(await solved(request, ip)) }
    answers.push(await post(request, BOOKING_PATHS.book, body, ip))
  }
  const booked = answers.filter((answer) => answer.status === 200)
  expect(booked.length).toBeGreaterThan(0)
  expect(booked.length).toBeLessThanOrEqual(3)
  expect(answers.at(-1)).toMatchObject({ status: 409, body: { error: { message: BOOKING_TEXT.taken } } })
  expect(booked[0]!.body.data!.start).toBe(slot.start)

  const staff = cms(request)
  const [stored] = (await staff.find('bookings', `where[id][equals]=${booked[0]!.body.data!.id}`)).docs
  expect(stored).toMatchObject({ status: 'booked', start: slot.start })
  const mail = (await staff.find('outbox-messages', `where[kind][equals]=booking-confirmation&limit=100`)).docs
  const invitations = mail.filter((message) => message.calendar?.includes(`UID:booking-${stored.id}@`))
  expect(invitations.map((message) => message.to).sort()).toEqual(
    [stored.email, expect.stringMatching(/counsellor@example\.com$/)].sort(),
  )
  for (const message of invitations) expect(message.calendar).toContain('METHOD:REQUEST')
})

test('bad details answer 400 with the forms’ messages; nothing is booked', async ({ request }) => {
  const slot = ((await freeTimes(request)).body.data.slots as Slot[]).at(-1)!
  const ip = anIp()
  const body = { start: slot.start, meetingType: 'free-consultation', ...person(), email: 'not-an-address' }
  const answer = await post(request, BOOKING_PATHS.book, { ...body, ...(await solved(request, ip)) }, ip)
  expect(answer).toMatchObject({ status: 400, body: { error: { fields: { email: MESSAGES.emailFormat } } } })
})

test('the sender of a consultation books with the token of their lead, without giving the details again', async ({
  request,
}) => {
  process.env.PAYLOAD_SECRET = E2E_SECRET
  const { leadToken } = await import('../../../bookings/tokens.server')
  const ip = anIp()
  const lead = consultation()
  expect(
    (
      await post(
        request,
        '/api/Consultation/GetFreeConsultation',
        { ...lead, termsAccepted: true, ...(await solved(request, ip)) },
        ip,
      )
    ).status,
  ).toBe(200)
  const [stored] = await leadsByEmail(request, 'consultations', lead.email)
  const slots = (await freeTimes(request)).body.data.slots as Slot[]
  let answer: Awaited<ReturnType<typeof post>> | undefined
  for (const slot of slots.slice(-12)) {
    answer = await post(
      request,
      BOOKING_PATHS.book,
      { start: slot.start, meetingType: 'free-consultation', leadToken: leadToken('consultations', stored.id) },
      anIp(),
    )
    if (answer.status === 200) break
  }
  expect(answer?.status).toBe(200)
  const [booking] = (await cms(request).find('bookings', `where[id][equals]=${answer!.body.data.id}`)).docs
  expect(booking).toMatchObject({ email: lead.email, lead: { relationTo: 'consultations', value: stored.id } })
  const expired = await post(
    request,
    BOOKING_PATHS.book,
    { start: slots[0]!.start, meetingType: 'free-consultation', leadToken: 'forged.token' },
    anIp(),
  )
  expect(expired).toMatchObject({
    status: 400,
    body: { error: { fields: { leadToken: BOOKING_TEXT.leadLinkExpired } } },
  })
})

test('free times are answered from memory until a booking takes one, and never offer the taken time', async ({
  request,
}) => {
  const first = await request.get(`${BOOKING_PATHS.slots}?days=7&from=${tomorrow()}`)
  const again = await request.get(`${BOOKING_PATHS.slots}?from=${tomorrow()}&days=7`)
  expect(again.headers()['x-response-cache']).toBe('HIT')
  expect(await again.json()).toEqual(await first.json())

  const slots = (await first.json()).data.slots as Slot[]
  const taken = slots[Math.floor(slots.length / 2)]!
  for (let attempt = 0, status = 0; attempt < 6 && status !== 409; attempt += 1) {
    const ip = anIp()
    const body = { start: taken.start, meetingType: 'free-consultation', ...person(), ...(await solved(request, ip)) }
    status = (await post(request, BOOKING_PATHS.book, body, ip)).status
  }
  const after = await request.get(`${BOOKING_PATHS.slots}?from=${tomorrow()}&days=7`)
  expect(after.headers()['x-response-cache']).toBe('MISS')
  expect(((await after.json()).data.slots as Slot[]).map((slot) => slot.start)).not.toContain(taken.start)
})
