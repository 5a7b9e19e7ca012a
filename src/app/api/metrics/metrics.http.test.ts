import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_METRICS_TOKEN } from '../../../../playwright.config'
import { API_PATHS } from '../../../contract/api-paths'
import { anIp, enquiry, post, solved } from '../../../../tests/support/leads'

// GET /api/metrics on the built app (docs/operations.md): Prometheus text behind a bearer token, with the series the
// alert rules read, and figures that move when a lead is stored.

const AUTHORISED = { Authorization: `Bearer ${E2E_METRICS_TOKEN}` }

async function scrape(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/metrics', { headers: AUTHORISED })
  expect(answer.status()).toBe(200)
  return answer.text()
}

/** The value of one series (0 when it has not been counted yet). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

test('no token, or a wrong one: 401 in the API’s error shape, and nothing measured', async ({ request }) => {
  const attempts: Record<string, string>[] = [
    {},
    { Authorization: 'Bearer not-the-token-at-all' },
    { Authorization: E2E_METRICS_TOKEN },
  ]
  for (const headers of attempts) {
    const answer = await request.get('/api/metrics', { headers })
    expect(answer.status()).toBe(401)
    expect(answer.headers()['www-authenticate']).toBe('Bearer')
    expect(await answer.json()).toEqual({ error: { message: 'A valid metrics token is required.' } })
  }
})

test('with the token: the Prometheus text format with every series the alert rules read', async ({ request }) => {
  const answer = await request.get('/api/metrics', { headers: AUTHORISED })
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  expect(answer.headers()['cache-control']).toBe('no-store')
  const text = await answer.text()
  for (const series of [
    'http_requests_total',
    'http_request_duration_seconds',
    'site_leads_stored_total',
    'site_spam_caught_total',
    'site_intake_queue_depth',
    'site_outbox_messages',
    'site_mail_failures_total',
    'site_jobs_waiting',
    'site_database_up',
    'process_resident_memory_bytes',
    'nodejs_eventloop_lag_seconds',
  ]) {
    expect(text, series).toContain(`# TYPE ${series} `)
  }
  expect(valueOf(text, 'site_database_up')).toBe(1)
  expect(valueOf(text, 'site_intake_queue_depth')).toBe(0)
  expect(text).toMatch(/^site_outbox_messages\{status="queued"\} \d+$/m)
  expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000)
})

test('storing a lead moves its counters: leads by form, requests by route and status, the outbox', async ({
  request,
}) => {
  const leads = 'site_leads_stored_total{form="enquiry"}'
  const answered = `http_requests_total{method="POST",route="${API_PATHS.contactUs}",status="200"}`
  const before = await scrape(request)

  const ip = anIp()
  const answer = await post(request, API_PATHS.contactUs, { ...enquiry(), ...(await solved(request, ip)) }, ip)
  expect(answer.status).toBe(200)

  await expect.poll(async () => valueOf(await scrape(request), answered)).toBeGreaterThan(valueOf(before, answered))
  const after = await scrape(request)
  expect(valueOf(after, leads)).toBeGreaterThanOrEqual(valueOf(before, leads) + 1)
  const outbox = (text: string) =>
    ['queued', 'sent', 'retrying', 'failed', 'not-sent'].reduce(
      (sum, status) => sum + valueOf(text, `site_outbox_messages{status="${status}"}`),
      0,
    )
  expect(outbox(after), 'the lead’s notification is in the outbox').toBeGreaterThan(outbox(before))
})
