import { expect, test } from '@playwright/test'

import { VITALS_API_PATH, VITALS_BATCH_PATH } from '@/schema/web-vitals'

// POST /api/vitals on the built app: a beacon as a page sends it (text/plain JSON) is counted; a malformed one, or one
// out of range, is refused with the field named and nothing counted.

const beacon = { template: 'home', device: 'phone', connection: '4g', metrics: [{ name: 'LCP', value: 1800 }] }
const send = (request: import('@playwright/test').APIRequestContext, body: unknown) =>
  request.post(VITALS_API_PATH, {
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    data: typeof body === 'string' ? body : JSON.stringify(body),
  })

test('a page’s beacon is counted, whatever content type sendBeacon gives it', async ({ request }) => {
  const answer = await send(request, { ...beacon, metrics: [...beacon.metrics, { name: 'CLS', value: 0.02 }] })
  expect(answer.status()).toBe(200)
  expect(await answer.json()).toEqual({ data: { counted: 2 } })
  expect(answer.headers()['set-cookie']).toBeUndefined()
})

test('a malformed or out-of-range beacon is refused, naming what is wrong', async ({ request }) => {
  for (const body of [
    { ...beacon, metrics: [{ name: 'LCP', value: 600_000 }] },
    { ...beacon, metrics: [{ name: 'LCP', value: -5 }] },
    { ...beacon, template: '/blogs/a-secret-path' },
    { ...beacon, visitor: 'someone@example.com' },
  ]) {
    const answer = await send(request, body)
    expect(answer.status(), JSON.stringify(body)).toBe(400)
    expect(Object.keys((await answer.json()).error.fields ?? {})).not.toHaveLength(0)
  }
  expect((await send(request, 'not json')).status()).toBe(400)
})

test('the batch call the server hands its counters to does not exist for anyone else', async ({ request }) => {
  const rows = [[new Date().toISOString().slice(0, 10), 'home', 'phone', 'LCP', 180, 1_000_000]]
  for (const headers of [{}, { 'x-response-cache-fill': 'a-guess' }] as Record<string, string>[]) {
    const answer = await request.post(VITALS_BATCH_PATH, { data: { rows }, headers })
    expect(answer.status()).toBe(404)
    expect((await answer.json()).error.message).toBe('Not found.')
  }
})
