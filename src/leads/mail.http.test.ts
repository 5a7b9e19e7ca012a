import { expect, test } from '@playwright/test'

import { API_PATHS } from '../contract/api-paths'
import { NEWSLETTER_PAGE_TEXT } from '@/schema/messages'
import { cms } from '../../tests/support/http-api'
import {
  anIp,
  bodyText,
  consultation,
  enquiry,
  leadsByEmail,
  outboxFor,
  post,
  solved,
  startSmtp,
  unique,
  type Received,
} from '../../tests/support/leads'

// Mail through the outbox to a real SMTP server started here, on the port the app under test sends to
// (playwright.config.ts): the notification's content, retries while the server is down, and the
// newsletter's confirmation and unsubscribe links end to end.

const baseOf = () => test.info().project.use.baseURL!

async function waitForMail(received: Received[], needle: string, timeout = 30_000): Promise<Received> {
  const deadline = Date.now() + timeout
  while (Date.now() < deadline) {
    const found = received.find((mail) => bodyText(mail.raw).includes(needle))
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no mail containing ${needle} within ${timeout} ms`)
}

async function waitForStatus(request: Parameters<typeof cms>[0], collection: string, id: number, status: string) {
  await expect
    .poll(async () => (await outboxFor(request, collection, id))[0]?.status, { timeout: 40_000, intervals: [250] })
    .toBe(status)
  return (await outboxFor(request, collection, id))[0]
}

test('staff get a notification with every field and a link to the lead in the admin', async ({ request }) => {
  const smtp = await startSmtp(baseOf())
  try {
    const ip = anIp()
    const body = consultation()
    const answer = await post(
      request,
      API_PATHS.getFreeConsultation,
      { ...body, termsAccepted: true, ...(await solved(request, ip)), pagePath: '/summer-school' },
      ip,
    )
    expect(answer.status).toBe(200)
    const mail = await waitForMail(smtp.received, body.email)
    const text = bodyText(mail.raw)
    expect(mail.to).toEqual(['enquiries@example.com'])
    expect(mail.from).toBe('enquiries@brighterbridge.example')
    expect(text).toContain('Subject: New consultation request: Ravi Kumar')
    for (const line of [
      'Name: Ravi Kumar',
      'Currently pursuing: BSc Physics',
      'Previous score: 8.4 CGPA',
      'Preferred course: MSc Data Science in the UK',
      'Contact number: 9810000002',
      `Email: ${body.email}`,
      'Form: Free consultation form',
      'Page: /summer-school',
    ]) {
      expect(text).toContain(line)
    }
    const [lead] = await leadsByEmail(request, 'consultations', body.email)
    expect(text).toContain(`/admin/collections/consultations/${lead.id}`)
    const message = await waitForStatus(request, 'consultations', lead.id, 'sent')
    expect(message.attempts).toBe(1)
    expect(message.sentAt).toBeTruthy()
  } finally {
    await smtp.stop()
  }
})

test('while the mail server is down the message is retried, and delivered once it is back', async ({ request }) => {
  const ip = anIp()
  const body = enquiry()
  expect((await post(request, API_PATHS.contactUs, { ...body, ...(await solved(request, ip)) }, ip)).status).toBe(200)
  const [lead] = await leadsByEmail(request, 'enquiries', body.email)
  const waiting = await waitForStatus(request, 'enquiries', lead.id, 'retrying')
  expect(waiting.attempts).toBeGreaterThanOrEqual(1)
  expect(waiting.lastError).toMatch(/ECONNREFUSED/)

  const smtp = await startSmtp(baseOf())
  try {
    await waitForMail(smtp.received, body.email, 40_000)
    const sent = await waitForStatus(request, 'enquiries', lead.id, 'sent')
    expect(sent.attempts).toBeGreaterThanOrEqual(2)
  } finally {
    await smtp.stop()
  }
})

test('newsletter: the confirmation link confirms, the unsubscribe link and the one-click POST unsubscribe', async ({
  request,
}) => {
  const smtp = await startSmtp(baseOf())
  try {
    const email = `reader.${unique()}@example.com`
    expect((await post(request, API_PATHS.subscribeToNewsletter, { email }, anIp())).status).toBe(200)
    const mail = await waitForMail(smtp.received, email)
    const text = bodyText(mail.raw)
    expect(text).toMatch(/^List-Unsubscribe: <http:\/\/[^>]+\/api\/newsletter\/unsubscribe\?e=[\w-]+&t=[\w-]+>/m)
    expect(text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    const local = (link: string) => {
      const url = new URL(link)
      return `${url.pathname}${url.search}`
    }
    const confirm = local(text.match(/http:\/\/\S+\/api\/newsletter\/confirm\?\S+/)![0])
    const unsubscribe = local(text.match(/http:\/\/\S+\/api\/newsletter\/unsubscribe\?[^\s>]+/)![0])

    // A changed signature is refused.
    const forged = await request.get(confirm.replace(/t=[\w-]+/, 't=AAAA'), { maxRedirects: 0 })
    expect(forged.headers()['location']).toMatch(/\/newsletter\/confirmed\?invalid=1$/)
    expect((await leadsByEmail(request, 'newsletter-subscribers', email))[0].status).toBe('pending')

    const confirmed = await request.get(confirm, { maxRedirects: 0 })
    expect(confirmed.status()).toBe(303)
    expect(confirmed.headers()['location']).toMatch(/\/newsletter\/confirmed$/)
    const page = await request.get('/newsletter/confirmed')
    expect(await page.text()).toContain(NEWSLETTER_PAGE_TEXT.confirmedTitle)
    const [subscriber] = await leadsByEmail(request, 'newsletter-subscribers', email)
    expect(subscriber.status).toBe('confirmed')
    expect(subscriber.confirmedAt).toBeTruthy()

    // Following the link only shows the page with its button; nothing changes on a GET.
    const followed = await request.get(unsubscribe, { maxRedirects: 0 })
    expect(followed.status()).toBe(303)
    const shown = await request.get(local(followed.headers()['location']!))
    expect(await shown.text()).toContain(NEWSLETTER_PAGE_TEXT.unsubscribeTitle)
    expect(await shown.text()).toContain(email)
    expect((await leadsByEmail(request, 'newsletter-subscribers', email))[0].status).toBe('confirmed')

    // RFC 8058 one-click.
    const oneClick = await request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } })
    expect(oneClick.status()).toBe(200)
    expect((await leadsByEmail(request, 'newsletter-subscribers', email))[0].status).toBe('unsubscribed')

    // Subscribing again starts over as pending, with a new confirmation; the page's button unsubscribes again.
    expect((await post(request, API_PATHS.subscribeToNewsletter, { email }, anIp())).status).toBe(200)
    expect((await leadsByEmail(request, 'newsletter-subscribers', email))[0].status).toBe('pending')
    const query = new URL(unsubscribe, 'http://x').searchParams
    const button = await request.post('/api/newsletter/unsubscribe', {
      form: { e: query.get('e')!, t: query.get('t')! },
      maxRedirects: 0,
    })
    expect(button.status()).toBe(303)
    expect(button.headers()['location']).toMatch(/\/newsletter\/unsubscribe\?done=1$/)
    expect((await leadsByEmail(request, 'newsletter-subscribers', email))[0].status).toBe('unsubscribed')

    // The link opened again says the address is unsubscribed, with no button that would change nothing.
    const again = await (await request.get(local(followed.headers()['location']!))).text()
    expect(again).toContain(NEWSLETTER_PAGE_TEXT.unsubscribedTitle)
    expect(again).not.toContain(NEWSLETTER_PAGE_TEXT.unsubscribeBody)
  } finally {
    await smtp.stop()
  }
})
