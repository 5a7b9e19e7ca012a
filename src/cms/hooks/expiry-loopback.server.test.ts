import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import {
  EXPIRY_PATH,
  EXPIRY_TOKEN_HEADER,
  expireThroughLoopback,
  expiryTags,
  isExpiryToken,
} from './expiry-loopback.server'

type Received = { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A stand-in for this process's server: records the request and answers `status`. */
async function loopbackServer(status: number): Promise<{ port: number; received: Received[] }> {
  const received: Received[] = []
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body })
      response.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { port: (server!.address() as AddressInfo).port, received }
}

describe('the expiry over loopback', () => {
  it('posts the tags to the internal route with a token only this process accepts', async () => {
    const { port, received } = await loopbackServer(204)
    await expireThroughLoopback(['content:blogs', 'content:pages'], port)
    const [request] = received
    expect(request).toMatchObject({ method: 'POST', url: EXPIRY_PATH })
    expect(JSON.parse(request!.body)).toEqual({ tags: ['content:blogs', 'content:pages'] })
    const token = request!.headers[EXPIRY_TOKEN_HEADER] as string
    expect(token.length).toBeGreaterThanOrEqual(43)
    expect(isExpiryToken(token)).toBe(true)
    expect(isExpiryToken(`${token}x`)).toBe(false)
    expect(isExpiryToken(token.slice(1))).toBe(false)
    expect(isExpiryToken('')).toBe(false)
    expect(isExpiryToken(null)).toBe(false)
  })

  it('fails when the route did not expire', async () => {
    const { port } = await loopbackServer(404)
    await expect(expireThroughLoopback(['content:blogs'], port)).rejects.toThrow(`${EXPIRY_PATH} answered 404`)
  })

  it('fails when nothing listens', async () => {
    const { port } = await loopbackServer(204)
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    server = undefined
    await expect(expireThroughLoopback([], port)).rejects.toThrow()
  })
})

describe('an expiry request’s body', () => {
  it('names the tags', () => {
    expect(expiryTags('{"tags":["content:blogs","content:news"]}')).toEqual(['content:blogs', 'content:news'])
    expect(expiryTags('{"tags":[]}')).toEqual([])
  })

  it('is refused when it is not a list of tags', () => {
    for (const body of ['', 'x', 'null', '[]', '{}', '{"tags":"content:blogs"}', '{"tags":[1]}', '{"tags":[null]}'])
      expect(expiryTags(body), body).toBeUndefined()
    expect(expiryTags(JSON.stringify({ tags: Array.from({ length: 101 }, () => 'content:blogs') }))).toBeUndefined()
  })
})
