import { expect, test } from '@playwright/test'
import fc from 'fast-check'

import { E2E_SECRET } from '../../../playwright.config'
import { API_PATHS } from '../../contract/api-paths'
import { MESSAGES } from '@/schema/form-schema'
import { CONSULTATION_TERMS_TEXT, SUBMISSION_TEXT } from '@/schema/messages'
import { cms } from '../../../tests/support/http-api'
import {
  anIp,
  challenge,
  consultation,
  enquiry,
  leadsByEmail,
  outboxFor,
  post,
  solved,
  unique,
} from '../../../tests/support/leads'

// The three submission calls of docs/product.md §7 on the built app: validation with the spec's messages,
// the server's captcha, honeypot, fill time and rate limits, storage before the answer, repeats, 503.

const OK = { data: { message: SUBMISSION_TEXT.received } }

test('an enquiry is stored with its attribution before the 200, and its notification is in the outbox', async ({
  request,
}) => {
  const ip = anIp()
  const body = {
    ...enquiry(),
    ...(await solved(request, ip)),
    source: 'contact',
    pagePath: '/contact',
    referrer: 'https://search.example/?q=study+abroad',
    landingPage: '/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn',
    utm: { source: 'newsletter', medium: 'email', campaign: 'autumn' },
  }
  const answer = await post(request, API_PATHS.contactUs, body, ip, { 'user-agent': 'LeadTest/1.0' })
  expect(answer.status).toBe(200)
  expect(answer.body).toEqual(OK)

  const [lead, ...more] = await leadsByEmail(request, 'enquiries', body.email)
  expect(more).toEqual([])
  expect(lead).toMatchObject({
    name: 'Asha Verma',
    organization: 'Delhi Public School',
    city: 'Noida',
    contactNumber: '9810000001',
    source: 'contact',
    status: 'new',
    attribution: {
      pagePath: '/contact',
      referrer: 'https://search.example/?q=study+abroad',
      landingPage: '/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn',
      utm: { source: 'newsletter', medium: 'email', campaign: 'autumn' },
      userAgent: 'LeadTest/1.0',
    },
  })
  expect(Date.now() - new Date(lead.createdAt).getTime()).toBeLessThan(60_000)
  expect(lead.statusHistory).toHaveLength(1)
  const [message] = await outboxFor(request, 'enquiries', lead.id)
  expect(message).toMatchObject({ kind: 'lead-notification', to: 'enquiries@example.com' })
  expect(message.text).toContain('Organisation: Delhi Public School')
  expect(message.text).toContain(`/admin/collections/enquiries/${lead.id}`)
})

test('bad input answers 400 with the spec messages, and nothing is stored', async ({ request }) => {
  const ip = anIp()
  const empty = await post(request, API_PATHS.contactUs, { name: ' ', email: 'x' }, ip)
  expect(empty.status).toBe(400)
  expect(empty.body.error.fields).toEqual({
    name: MESSAGES.name,
    organization: MESSAGES.organization,
    city: MESSAGES.city,
    email: MESSAGES.emailFormat,
    contactNumber: MESSAGES.contactNumberEmpty,
  })
  const consult = await post(request, API_PATHS.getFreeConsultation, { ...consultation(), contactNumber: '12' }, ip)
  expect(consult.body.error.fields).toEqual({ contactNumber: MESSAGES.contactNumberFormat })
  const long = await post(request, API_PATHS.contactUs, { ...enquiry(), name: 'x'.repeat(101) }, ip)
  expect(long.body.error.fields).toEqual({ name: MESSAGES.tooLong(100) })
  const news = await post(request, API_PATHS.subscribeToNewsletter, { email: 'not-an-address' }, ip)
  expect(news.status).toBe(400)
  expect(news.body.error.fields).toEqual({ email: MESSAGES.emailFormat })
})

test('bodies that are not JSON, or over 16 KB, answer 400; other methods 405', async ({ request }) => {
  for (const path of [API_PATHS.contactUs, API_PATHS.getFreeConsultation, API_PATHS.subscribeToNewsletter]) {
    const ip = anIp()
    const notJson = await request.post(path, {
      headers: { 'Content-Type': 'application/json', 'x-forwarded-for': ip },
      data: Buffer.from('{"name":'),
    })
    expect(notJson.status()).toBe(400)
    const huge = await post(request, path, { ...enquiry(), padding: 'x'.repeat(17 * 1024) }, ip)
    expect(huge.status).toBe(400)
    expect(huge.body.error.message).toMatch(/larger than 16 KB/)
    expect((await request.get(path)).status()).toBe(405)
  }
})

test('the captcha is checked on the server: missing, wrong, reused, expired or forged answers are refused', async ({
  request,
}) => {
  const ip = anIp()
  const base = enquiry()
  const none = await post(request, API_PATHS.contactUs, base, ip)
  expect(none.status).toBe(400)
  expect(none.body.error.fields).toEqual({ captchaAnswer: MESSAGES.captchaEmpty })

  const issued = await challenge(request, ip)
  expect(issued.a).toBeGreaterThanOrEqual(1)
  expect(issued.b).toBeLessThanOrEqual(5)
  const wrong = String(((issued.a + issued.b) % 10) + 1)
  const refused = await post(
    request,
    API_PATHS.contactUs,
    { ...base, captchaToken: issued.token, captchaAnswer: wrong },
    ip,
  )
  expect(refused.status).toBe(400)
  expect(refused.body.error.fields).toEqual({ captchaAnswer: MESSAGES.captchaWrong })
  // The token was spent by the wrong answer: the right one no longer counts.
  const right = String(issued.a + issued.b)
  const spent = await post(
    request,
    API_PATHS.contactUs,
    { ...base, captchaToken: issued.token, captchaAnswer: right },
    ip,
  )
  expect(spent.body.error.fields).toEqual({ captchaAnswer: MESSAGES.captchaWrong })

  const good = await solved(request, ip)
  expect((await post(request, API_PATHS.contactUs, { ...base, ...good }, ip)).status).toBe(200)
  const reused = await post(request, API_PATHS.contactUs, { ...base, ...good }, ip)
  expect(reused.status).toBe(400)
  expect(reused.body.error.fields).toEqual({ captchaAnswer: MESSAGES.captchaWrong })

  // Tokens signed with the server's key but past their expiry, and tokens signed with another key.
  process.env.PAYLOAD_SECRET = E2E_SECRET
  const { issueChallenge, CAPTCHA_TTL_MS } = await import('../../security/captcha.server')
  const old = issueChallenge(Date.now() - CAPTCHA_TTL_MS - 1000)
  const expired = await post(
    request,
    API_PATHS.contactUs,
    { ...base, captchaToken: old.token, captchaAnswer: String(old.a + old.b) },
    ip,
  )
  expect(expired.body.error.fields).toEqual({ captchaAnswer: MESSAGES.captchaWrong })
  const fresh = issueChallenge(Date.now() - 5000)
  const [nonce, issuedAt, expires] = fresh.token.split('.')
  const forged = `${nonce}.${issuedAt}.${expires}.${'A'.repeat(43)}`
  const forgedAnswer = await post(
    request,
    API_PATHS.contactUs,
    { ...base, captchaToken: forged, captchaAnswer: String(fresh.a + fresh.b) },
    ip,
  )
  expect(forgedAnswer.body.error.fields).toEqual({ captchaAnswer: MESSAGES.captchaWrong })
  // A genuine token made with the same secret is accepted: the checks above fail for their reason only.
  const genuine = await post(
    request,
    API_PATHS.contactUs,
    { ...enquiry(), captchaToken: fresh.token, captchaAnswer: String(fresh.a + fresh.b) },
    ip,
  )
  expect(genuine.status).toBe(200)
  expect(await leadsByEmail(request, 'enquiries', base.email)).toHaveLength(1)
})

test('a filled honeypot or a form sent faster than a person can: the same 200, stored as spam, no mail', async ({
  request,
}) => {
  const ip = anIp()
  const bot = enquiry()
  const honey = await post(
    request,
    API_PATHS.contactUs,
    { ...bot, ...(await solved(request, ip)), website: 'http://spam.example' },
    ip,
  )
  expect(honey).toMatchObject({ status: 200, body: OK })
  const [flagged] = await leadsByEmail(request, 'enquiries', bot.email)
  expect(flagged.status).toBe('spam')
  expect(await outboxFor(request, 'enquiries', flagged.id)).toEqual([])

  const quick = consultation()
  const issued = await challenge(request, ip)
  const fast = await post(
    request,
    API_PATHS.getFreeConsultation,
    { ...quick, termsAccepted: true, captchaToken: issued.token, captchaAnswer: String(issued.a + issued.b) },
    ip,
  )
  expect(fast).toMatchObject({ status: 200, body: OK })
  const [tooFast] = await leadsByEmail(request, 'consultations', quick.email)
  expect(tooFast.status).toBe('spam')

  const person = consultation()
  const slow = await post(
    request,
    API_PATHS.getFreeConsultation,
    { ...person, termsAccepted: true, ...(await solved(request, ip)) },
    ip,
  )
  expect(slow.status).toBe(200)
  const [real] = await leadsByEmail(request, 'consultations', person.email)
  expect(real.status).toBe('new')
  expect(real.terms.acceptedText).toBe(CONSULTATION_TERMS_TEXT)
  expect(Date.now() - new Date(real.terms.acceptedAt).getTime()).toBeLessThan(60_000)
})

test('a consultation needs the terms accepted', async ({ request }) => {
  const ip = anIp()
  const answer = await post(
    request,
    API_PATHS.getFreeConsultation,
    { ...consultation(), ...(await solved(request, ip)) },
    ip,
  )
  expect(answer.status).toBe(400)
  expect(answer.body.error.fields).toEqual({ termsAccepted: MESSAGES.terms })
})

test('the same details on the same form within ten minutes are a repeat of the first lead, answered 200', async ({
  request,
}) => {
  const ip = anIp()
  const first = enquiry()
  expect((await post(request, API_PATHS.contactUs, { ...first, ...(await solved(request, ip)) }, ip)).status).toBe(200)
  const again = {
    ...first,
    email: first.email.toUpperCase(),
    city: 'NOIDA ',
    pagePath: '/blogs',
    referrer: 'https://search.example/?q=ielts',
    landingPage: '/blogs?utm_source=ads&utm_campaign=winter',
    utm: { source: 'ads', campaign: 'winter' },
  }
  const repeat = await post(request, API_PATHS.contactUs, { ...again, ...(await solved(request, ip)) }, ip)
  expect(repeat).toMatchObject({ status: 200, body: OK })
  const leads = await leadsByEmail(request, 'enquiries', first.email)
  expect(leads).toHaveLength(1)
  expect(leads[0].city).toBe('Noida')
  expect(leads[0].repeats).toHaveLength(1)
  expect(leads[0].repeats[0]).toMatchObject({
    fields: { city: 'NOIDA' },
    pagePath: '/blogs',
    referrer: 'https://search.example/?q=ielts',
    landingPage: '/blogs?utm_source=ads&utm_campaign=winter',
    utm: { source: 'ads', campaign: 'winter' },
  })
  expect(await outboxFor(request, 'enquiries', leads[0].id)).toHaveLength(1)
  // A different request from the same address (another city here) is a new lead, notified on its own.
  const other = await post(
    request,
    API_PATHS.contactUs,
    { ...first, city: 'Delhi', ...(await solved(request, ip)) },
    ip,
  )
  expect(other.status).toBe(200)
  const withOther = await leadsByEmail(request, 'enquiries', first.email)
  expect(withOther.map((lead: { city: string }) => lead.city).sort()).toEqual(['Delhi', 'Noida'])
  const otherLead = withOther.find((lead: { city: string }) => lead.city === 'Delhi')
  expect(await outboxFor(request, 'enquiries', otherLead.id)).toHaveLength(1)
  // The other enquiry form is another form: a new lead.
  const contact = await post(
    request,
    API_PATHS.contactUs,
    { ...first, source: 'contact', ...(await solved(request, ip)) },
    ip,
  )
  expect(contact.status).toBe(200)
  expect(await leadsByEmail(request, 'enquiries', first.email)).toHaveLength(3)
})

test('when the database cannot store the lead the answer is 503, and nothing claims to be saved', async ({
  request,
}) => {
  const ip = anIp()
  const body = { ...enquiry(), ...(await solved(request, ip)) }
  const failed = await post(request, API_PATHS.contactUs, body, ip, { 'x-test-fail-store': '1' })
  expect(failed.status).toBe(503)
  expect(failed.body.error.message).toBe(SUBMISSION_TEXT.unavailable)
  expect(failed.headers['retry-after']).toBeDefined()
  expect(await leadsByEmail(request, 'enquiries', body.email)).toEqual([])
  const news = await post(request, API_PATHS.subscribeToNewsletter, { email: body.email }, ip, {
    'x-test-fail-store': '1',
  })
  expect(news.status).toBe(503)
})

test('each submission call is limited per address: the 21st POST in ten minutes answers 429', async ({ request }) => {
  const ip = anIp()
  for (let count = 0; count < 20; count++) {
    expect((await post(request, API_PATHS.getFreeConsultation, {}, ip)).status).toBe(400)
  }
  const limited = await post(request, API_PATHS.getFreeConsultation, {}, ip)
  expect(limited.status).toBe(429)
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  // Another address, and another call from the same address, are not affected.
  expect((await post(request, API_PATHS.getFreeConsultation, {}, anIp())).status).toBe(400)
  expect((await post(request, API_PATHS.contactUs, {}, ip)).status).toBe(400)
})

test('newsletter: subscribing twice gives the same answer and one pending subscriber with one confirmation', async ({
  request,
}) => {
  const ip = anIp()
  const email = `reader.${unique()}@example.com`
  const first = await post(request, API_PATHS.subscribeToNewsletter, { email }, ip)
  const second = await post(request, API_PATHS.subscribeToNewsletter, { email: ` ${email.toUpperCase()} ` }, ip)
  expect(first.status).toBe(200)
  expect(second).toEqual({ ...first, headers: second.headers })
  const subscribers = await leadsByEmail(request, 'newsletter-subscribers', email)
  expect(subscribers).toHaveLength(1)
  expect(subscribers[0].status).toBe('pending')
  const messages = await outboxFor(request, 'newsletter-subscribers', subscribers[0].id)
  expect(messages).toHaveLength(1)
  expect(messages[0].headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  // A bot's honeypot: the same answer, nothing stored.
  const botEmail = `bot.${unique()}@example.com`
  const bot = await post(request, API_PATHS.subscribeToNewsletter, { email: botEmail, website: 'x' }, ip)
  expect(bot.body).toEqual(first.body)
  expect(await leadsByEmail(request, 'newsletter-subscribers', botEmail)).toEqual([])
})

test('staff see leads; the lead calls never answer 5xx for any body', async ({ request }) => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(API_PATHS.contactUs, API_PATHS.getFreeConsultation, API_PATHS.subscribeToNewsletter),
      fc.oneof(
        fc.json(),
        fc
          .record(
            {
              name: fc.anything(),
              email: fc.oneof(fc.emailAddress(), fc.anything()),
              organization: fc.string(),
              city: fc.string(),
              contactNumber: fc.oneof(fc.stringMatching(/^\d{7,15}$/), fc.anything()),
              captchaToken: fc.anything(),
              captchaAnswer: fc.anything(),
              website: fc.anything(),
              utm: fc.anything(),
              pagePath: fc.anything(),
              termsAccepted: fc.anything(),
            },
            { requiredKeys: [] },
          )
          .map((value) => JSON.stringify(value)),
      ),
      async (path, raw) => {
        const response = await request.post(path, {
          headers: { 'Content-Type': 'application/json', 'x-forwarded-for': anIp() },
          data: Buffer.from(raw),
        })
        return response.status() < 500
      },
    ),
    { numRuns: 150 },
  )
  expect((await cms(request).find('enquiries', 'limit=1')).totalDocs).toBeGreaterThan(0)
})
