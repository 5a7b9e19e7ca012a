import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { clientIp, socketClientIp } from './client-ip.server'

const nodeRequest = (headers: IncomingMessage['headers'], remoteAddress = '10.0.0.9') =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage

describe('the client address the rate limits count', () => {
  it('is the last X-Forwarded-For hop, the one the nearest proxy appended, for Next and for the front alike', () => {
    const forwarded = '203.0.113.7, 198.51.100.2 , 192.0.2.1'
    expect(clientIp(new Request('http://x/', { headers: { 'x-forwarded-for': forwarded } }))).toBe('192.0.2.1')
    expect(socketClientIp(nodeRequest({ 'x-forwarded-for': forwarded }))).toBe('192.0.2.1')
  })

  it('falls back to the address Next records, or the socket’s, with no proxy in front', () => {
    expect(clientIp(new Request('http://x/', { headers: { 'x-real-ip': '192.0.2.5' } }))).toBe('192.0.2.5')
    expect(clientIp(new Request('http://x/'))).toBe('unknown')
    expect(socketClientIp(nodeRequest({ 'x-forwarded-for': ' , ' }))).toBe('10.0.0.9')
  })
})
