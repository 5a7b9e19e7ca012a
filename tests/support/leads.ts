import { randomInt } from 'node:crypto'

import { expect, type APIRequestContext } from '@playwright/test'
import { SMTPServer } from 'smtp-server'

import { MIN_FILL_MS, smtpPortFor } from '../../playwright.config'
import { cms } from './http-api'

// Helpers for the lead tests: a fresh client address per test (rate limits count per address), solved
// captchas, waiting for what the server stores, and a real SMTP server the app delivers to.

export const anIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
export const unique = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`

export type Challenge = { a: number; b: number; token: string; expiresAt: string }

export async function challenge(request: APIRequestContext, ip: string): Promise<Challenge> {
  const response = await request.get('/api/captcha', { headers: { 'x-forwarded-for': ip } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: Challenge }).data
}

/** A solved captcha, old enough to pass the minimum fill time. */
export async function solved(request: APIRequestContext, ip: string) {
  const issued = await challenge(request, ip)
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 100))
  return { captchaToken: issued.token, captchaAnswer: String(issued.a + issued.b) }
}

export async function post(request: APIRequestContext, path: string, body: unknown, ip: string, headers = {}) {
  const response = await request.post(path, { data: body, headers: { 'x-forwarded-for': ip, ...headers } })
  const text = await response.text()
  return { status: response.status(), body: text ? JSON.parse(text) : undefined, headers: response.headers() }
}

export const enquiry = (email = `asha.${unique()}@example.com`) => ({
  name: 'Asha Verma',
  organization: 'Delhi Public School',
  city: 'Noida',
  email,
  contactNumber: '9810000001',
})

export const consultation = (email = `ravi.${unique()}@example.com`) => ({
  name: 'Ravi Kumar',
  currentlyPursuing: 'BSc Physics',
  previousScore: '8.4 CGPA',
  preferredCourse: 'MSc Data Science in the UK',
  contactNumber: '9810000002',
  email,
})

export async function leadsByEmail(request: APIRequestContext, collection: string, email: string) {
  return (await cms(request).find(collection, `limit=0&where[email][equals]=${encodeURIComponent(email)}`)).docs
}

export async function outboxFor(request: APIRequestContext, collection: string, id: number) {
  return (
    await cms(request).find(
      'outbox-messages',
      `limit=0&where[lead.relationTo][equals]=${collection}&where[lead.value][equals]=${id}`,
    )
  ).docs
}

export type Received = { from: string; to: string[]; raw: string }

/** A real SMTP server on the port the app server under test sends to. */
export async function startSmtp(baseURL: string) {
  const port = smtpPortFor(Number(new URL(baseURL).port))
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return { received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A received message as text: headers unfolded, the body decoded when it is quoted-printable. */
export function bodyText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/)
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n(?=[ \t])/g, '')
  let body = split < 0 ? '' : raw.slice(split)
  if (/^Content-Transfer-Encoding:\s*quoted-printable/im.test(head)) {
    body = Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')
  }
  return head + body
}
