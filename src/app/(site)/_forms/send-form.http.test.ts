import { expect, test, type APIRequestContext } from '@playwright/test'

import { MESSAGES } from '@/schema/form-schema'
import { FORM_TEXT, SUBMISSION_TEXT } from '@/schema/messages'
import { anIp, consultation, enquiry, leadsByEmail, solved, unique } from '../../../../tests/support/leads'

// The forms sent without a script (docs/decisions/0132) on the built app: plain form posts answered with 303, what
// was typed and the messages in a short-lived HttpOnly cookie for the form's page (never in the address), the same
// lead service and rate limits as the §7 calls.

/** Posts a form as a browser without a script does, and reads the redirect and the kept form. */
async function send(request: APIRequestContext, path: string, form: Record<string, string>, ip = anIp()) {
  const response = await request.post(path, { form, headers: { 'x-forwarded-for': ip }, maxRedirects: 0 })
  const setCookie = response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie')
  const kept = setCookie.map((header) => header.value).find((value) => /^\w+-form=/.test(value))
  const value = kept?.match(/^[\w-]+=([^;]*)/)?.[1]
  return {
    status: response.status(),
    location: response.headers().location,
    cacheControl: response.headers()['cache-control'],
    cookie: kept,
    setCookie: setCookie.map((header) => header.value),
    form: value ? JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) : undefined,
  }
}

test('a refused contact form goes to /enquiry with its values and every message in a cookie for that page only', async ({
  request,
}) => {
  const answer = await send(request, '/enquiry/send', {
    name: '  Asha Verma ',
    organization: '',
    city: 'Noida',
    email: 'asha@example',
    contactNumber: '98100',
    pagePath: '/contact',
  })
  expect(answer.status).toBe(303)
  expect(answer.location).toBe('/enquiry')
  expect(answer.cacheControl).toContain('no-store')
  expect(answer.cookie).toMatch(/Path=\/enquiry(;|$)/)
  expect(answer.cookie).toMatch(/HttpOnly/i)
  expect(answer.cookie).toMatch(/SameSite=lax/i)
  expect(answer.cookie).toMatch(/Max-Age=300/)
  expect(answer.form).toEqual({
    values: { name: 'Asha Verma', organization: '', city: 'Noida', email: 'asha@example', contactNumber: '98100' },
    errors: {
      organization: MESSAGES.organization,
      email: MESSAGES.emailFormat,
      contactNumber: MESSAGES.contactNumberFormat,
    },
    pagePath: '/contact',
  })

  // The page reads it: the messages, the values and a question drawn for this visitor, in the server's HTML.
  const page = await request.get('/enquiry', { headers: { cookie: answer.cookie!.split(';')[0]! } })
  expect(page.status()).toBe(200)
  expect(page.headers()['x-page-cache']).toBeUndefined()
  const html = await page.text()
  for (const text of [MESSAGES.organization, MESSAGES.emailFormat, 'value="Asha Verma"', 'value="asha@example"'])
    expect(html).toContain(text)
  expect(html).toMatch(/What is <span data-testid="captcha-question">[1-5] \+ [1-5]<\/span>\?/)
  expect(html).toMatch(/<meta name="robots" content="noindex/)
})

test('a valid form without a captcha answer stores nothing and asks the question, even where the call would not', async ({
  request,
}) => {
  const email = `no-captcha.${unique()}@example.com`
  const answer = await send(request, '/consultation/send', { ...consultation(email), termsAccepted: '1' })
  expect(answer.location).toBe('/consultation')
  expect(answer.form.errors).toEqual({ captchaAnswer: MESSAGES.captchaEmpty })
  expect(answer.form.values.termsAccepted).toBe('1')
  expect(await leadsByEmail(request, 'consultations', email)).toEqual([])
})

test('an accepted form goes to /thankyou, clears its cookie and leaves the /book cookie, as the call does', async ({
  request,
}) => {
  const ip = anIp()
  const email = `accepted.${unique()}@example.com`
  const answer = await send(
    request,
    '/enquiry/send',
    { ...enquiry(email), ...(await solved(request, ip)), pagePath: '/contact' },
    ip,
  )
  expect(answer.status).toBe(303)
  expect(answer.location).toBe('/thankyou')
  expect(answer.cookie).toMatch(/^enquiry-form=;/)
  expect(answer.setCookie.some((cookie) => cookie.startsWith('bb_lead_booking='))).toBe(true)
  const [lead] = await leadsByEmail(request, 'enquiries', email)
  expect(lead).toMatchObject({ source: 'contact', status: 'new', attribution: { pagePath: '/contact' } })
})

test('the honeypot filled: answered like a success, stored as spam', async ({ request }) => {
  const ip = anIp()
  const email = `honeypot.${unique()}@example.com`
  const answer = await send(
    request,
    '/enquiry/send',
    { ...enquiry(email), ...(await solved(request, ip)), website: 'x' },
    ip,
  )
  expect(answer.location).toBe('/thankyou')
  const [lead] = await leadsByEmail(request, 'enquiries', email)
  expect(lead.status).toBe('spam')
})

test('the newsletter returns to its page at the notice, and never to another host', async ({ request }) => {
  const back = await send(request, '/newsletter/subscribe', { email: `r.${unique()}@example.com`, pagePath: '/blogs' })
  expect(back.location).toBe('/blogs#newsletter-subscribed')
  const elsewhere = await send(request, '/newsletter/subscribe', {
    email: `r.${unique()}@example.com`,
    pagePath: '//evil.example/x',
  })
  expect(elsewhere.location).toBe('/#newsletter-subscribed')
  const refused = await send(request, '/newsletter/subscribe', { email: 'reader@', pagePath: '/blogs' })
  expect(refused.location).toBe('/newsletter')
  expect(refused.form).toEqual({
    values: { email: 'reader@' },
    errors: { email: MESSAGES.emailFormat },
    pagePath: '/blogs',
  })
})

test('the forms share the calls’ rate limits, and a store that fails keeps the form', async ({ request }) => {
  const ip = anIp()
  let last: Awaited<ReturnType<typeof send>> | undefined
  for (let sent = 0; sent <= 20; sent++) last = await send(request, '/newsletter/subscribe', { email: 'x@' }, ip)
  expect(last!.form.errors).toEqual({ email: SUBMISSION_TEXT.tooMany })

  const failing = await request.post('/enquiry/send', {
    form: { ...enquiry(), ...(await solved(request, anIp())) },
    headers: { 'x-forwarded-for': anIp(), 'x-test-fail-store': '1' },
    maxRedirects: 0,
  })
  expect(failing.headers().location).toBe('/enquiry')
  expect(failing.headers()['set-cookie']).toContain('enquiry-form=')
  const kept = /enquiry-form=([^;]*)/.exec(failing.headers()['set-cookie']!)![1]!
  expect(JSON.parse(Buffer.from(kept, 'base64url').toString('utf8')).errors).toEqual({ _: FORM_TEXT.failure })
})

test('a GET of a post address leads to its form', async ({ request }) => {
  for (const [path, page] of [
    ['/enquiry/send', '/enquiry'],
    ['/consultation/send', '/consultation'],
    ['/newsletter/subscribe', '/newsletter'],
  ]) {
    const response = await request.get(path!, { maxRedirects: 0 })
    expect(response.status(), path).toBe(303)
    expect(response.headers().location, path).toBe(page)
  }
})
