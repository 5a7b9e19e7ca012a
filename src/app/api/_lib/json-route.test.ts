import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { siteUrl } from '@/config/env.server'
import { logger } from '@/observability/logger.server'
import { rules } from '@/security/rate-limit.server'

import { jsonRoute, type RouteResult } from './json-route'

// The one shape of our JSON routes (docs/decisions/0168), on plain Requests: what each step answers, in order.

const ORIGIN = new URL(siteUrl()).origin
const URL_ = `${ORIGIN}/api/test`
const schema = z.object({ n: z.number({ error: 'Give a number.' }) })

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request(URL_, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })

const postRoute = (handle: () => Promise<RouteResult>, options: Partial<Parameters<typeof jsonRoute>[0]> = {}) =>
  jsonRoute({ method: 'POST', name: 'test', body: schema, handle, ...options } as Parameters<typeof jsonRoute>[0])

afterEach(() => vi.restoreAllMocks())

describe('jsonRoute', () => {
  it('answers 200 with the body the handler returns, no-store unless told, with CORS for an allowed origin', async () => {
    const handle = vi.fn(async (input: { n: number }) => ({ data: { twice: input.n * 2 }, more: true }))
    const { POST } = jsonRoute({ method: 'POST', name: 'test', body: schema, handle })
    const answer = await POST(post('{"n":21}', { origin: ORIGIN }))
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ data: { twice: 42 }, more: true })
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('access-control-allow-origin')).toBe(ORIGIN)

    const cached = postRoute(async () => ({ data: 1, setCookie: 'a=b; Path=/' }), { cacheControl: 'public, max-age=9' })
    const kept = await cached.POST(post('{"n":1}'))
    expect(kept.headers.get('cache-control')).toBe('public, max-age=9')
    expect(kept.headers.get('set-cookie')).toBe('a=b; Path=/')
    expect(await kept.json()).toEqual({ data: 1 })
  })

  it('refuses bad input before the handler runs: not JSON, too large, or a field the schema refuses', async () => {
    const handle = vi.fn(async () => ({ data: null }))
    const { POST } = postRoute(handle)
    const notJson = await POST(post('{"n":', { origin: ORIGIN }))
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({ error: { message: 'The request body must be JSON.' } })
    expect(notJson.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    const large = await POST(post(JSON.stringify({ n: 1, pad: 'x'.repeat(17 * 1024) })))
    expect(await large.json()).toEqual({ error: { message: 'The request body is larger than 16 KB.' } })
    const wrong = await POST(post('{"n":"one"}'))
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      error: { message: 'The request is not valid.', fields: { n: 'Give a number.' } },
    })
    expect(handle).not.toHaveBeenCalled()
  })

  it('reads a GET route’s input from the query string', async () => {
    const { GET } = jsonRoute({
      method: 'GET',
      name: 'test',
      query: z.object({ q: z.string().min(1, { error: 'Ask something.' }) }),
      handle: async (query) => ({ data: query.q }),
    })
    expect(await (await GET(new Request(`${URL_}?q=visa`))).json()).toEqual({ data: 'visa' })
    expect(await (await GET(new Request(`${URL_}?q=`))).json()).toEqual({
      error: { message: 'The request is not valid.', fields: { q: 'Ask something.' } },
    })
  })

  it('answers not found, field errors and refusals in the API’s shapes', async () => {
    const answerOf = async (result: RouteResult) => {
      const answer = await postRoute(async () => result).POST(post('{"n":1}'))
      return { status: answer.status, body: await answer.json() }
    }
    expect(await answerOf({ notFound: true })).toEqual({ status: 404, body: { data: [] } })
    expect(await answerOf({ invalid: { n: 'Too big.' } })).toEqual({
      status: 400,
      body: { error: { message: 'The request is not valid.', fields: { n: 'Too big.' } } },
    })
    expect(await answerOf({ refused: { status: 409, message: 'Taken.' } })).toEqual({
      status: 409,
      body: { error: { message: 'Taken.' } },
    })
  })

  it('logs a failure and answers without its details: 500, 503 when told, or the route’s own words', async () => {
    const logged = vi.spyOn(logger(), 'error').mockImplementation(() => undefined)
    const fail = async (): Promise<RouteResult> => {
      throw new Error('secret detail')
    }
    const plain = await postRoute(fail).POST(post('{"n":1}'))
    expect(plain.status).toBe(500)
    expect(plain.headers.get('retry-after')).toBeNull()
    expect(JSON.stringify(await plain.json())).not.toContain('secret')
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ call: 'test' }), 'api call failed')

    const unavailable = await postRoute(fail, { failure: { unavailable: true } }).POST(post('{"n":1}'))
    expect(unavailable.status).toBe(503)
    expect(unavailable.headers.get('retry-after')).toBe('5')

    const own = await postRoute(fail, { failure: { message: 'Not booked.' } }).POST(post('{"n":1}'))
    expect(own.status).toBe(500)
    expect(own.headers.get('retry-after')).toBe('5')
    expect((await own.json()).error.message).toBe('Not booked.')
  })

  it('counts each request against its rate limit before reading it, and answers 429 with Retry-After', async () => {
    const handle = vi.fn(async () => ({ data: null }))
    const { POST } = postRoute(handle, { rateLimit: { limit: 'submission', bucket: `test:${Math.random()}` } })
    const from = { 'x-forwarded-for': '10.9.8.7' }
    const { points } = rules().submission
    const answers = []
    for (let count = 0; count < points; count++) answers.push((await POST(post('{"n":1}', from))).status)
    expect(answers.every((status) => status === 200)).toBe(true)
    // Refused before it is read: its body does not matter.
    const refused = await POST(post('not even JSON', from))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(handle).toHaveBeenCalledTimes(points)
    // Another address has its own count.
    expect((await POST(post('{"n":1}', { 'x-forwarded-for': '10.9.8.6' }))).status).toBe(200)
  })

  it('answers a CORS preflight with the route’s method', async () => {
    const { OPTIONS } = postRoute(async () => ({ data: null }))
    const answer = await OPTIONS(
      new Request(URL_, { method: 'OPTIONS', headers: { origin: ORIGIN, 'access-control-request-method': 'POST' } }),
    )
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
  })
})
