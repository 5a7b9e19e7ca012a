import { afterEach, describe, expect, it, vi } from 'vitest'

import { contentVersion } from '@/cms/hooks/content-version'
import { EXPIRY_PATH, EXPIRY_TOKEN_HEADER, expireThroughLoopback } from '@/cms/hooks/expiry-loopback.server'

import { POST } from './route'

/** This process's token, as the listener sends it over loopback. */
async function processToken(): Promise<string> {
  let token = ''
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      token = new Headers(init.headers).get(EXPIRY_TOKEN_HEADER) ?? ''
      return new Response(null, { status: 204 })
    }),
  )
  await expireThroughLoopback([], 1)
  vi.unstubAllGlobals()
  return token
}

const post = (token: string | undefined, body: string) =>
  POST(
    new Request(`http://127.0.0.1${EXPIRY_PATH}`, {
      method: 'POST',
      headers: token === undefined ? {} : { [EXPIRY_TOKEN_HEADER]: token },
      body,
    }),
  )

afterEach(() => vi.unstubAllGlobals())

describe('POST /internal/expire-content', () => {
  it('expires this process’s caches for a request with its token', async () => {
    const before = contentVersion()
    const answer = await post(await processToken(), JSON.stringify({ tags: ['content:blogs', 'content:unknown'] }))
    expect(answer.status).toBe(204)
    expect(contentVersion()).toBe(before + 1)
  })

  it('is not found by anyone else, and expires nothing', async () => {
    const token = await processToken()
    const before = contentVersion()
    for (const given of [undefined, '', 'guess', `${token}x`, token.toUpperCase()]) {
      expect((await post(given, '{"tags":[]}')).status).toBe(404)
    }
    expect(contentVersion()).toBe(before)
  })

  it('refuses a body that is not a list of tags', async () => {
    const token = await processToken()
    const before = contentVersion()
    expect((await post(token, 'content:blogs')).status).toBe(400)
    expect((await post(token, '{"tags":"content:blogs"}')).status).toBe(400)
    expect(contentVersion()).toBe(before)
  })
})
