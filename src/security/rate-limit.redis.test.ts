import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { connect } from './redis.server'
import { consumeWith, createLimiter } from './rate-limit.server'

// Several app instances behind a load balancer share one Redis: the limit is one count for all of them.
const url = process.env.TEST_REDIS_URL!
const clients = [connect(url), connect(url)]
beforeAll(async () => {
  for (const client of clients) await client.ping()
})
afterAll(async () => {
  for (const client of clients) await client.quit().catch(() => {})
})

describe('per-address rate limits in Redis', () => {
  it('two instances share one count per address', async () => {
    const name = `test-${randomBytes(4).toString('hex')}`
    const [first, second] = clients.map((client) => createLimiter(name, { points: 4, duration: 60 }, client))
    expect(await consumeWith(first!, '10.1.1.1')).toEqual({ ok: true })
    expect(await consumeWith(second!, '10.1.1.1')).toEqual({ ok: true })
    expect(await consumeWith(first!, '10.1.1.1')).toEqual({ ok: true })
    expect(await consumeWith(second!, '10.1.1.1')).toEqual({ ok: true })
    expect((await consumeWith(first!, '10.1.1.1')).ok).toBe(false)
    expect((await consumeWith(second!, '10.1.1.1')).ok).toBe(false)
    expect(await consumeWith(second!, '10.1.1.2')).toEqual({ ok: true })
    expect(Number(await clients[0]!.get(`rl:${name}:10.1.1.1`))).toBe(6)
  })

  it('keeps visitors in when Redis is unreachable (the in-memory limiter takes over)', async () => {
    const dead = connect('redis://127.0.0.1:1')
    try {
      const limiter = createLimiter(`test-dead-${randomBytes(4).toString('hex')}`, { points: 2, duration: 60 }, dead)
      expect(await consumeWith(limiter, '10.2.2.2')).toEqual({ ok: true })
      expect(await consumeWith(limiter, '10.2.2.2')).toEqual({ ok: true })
      expect((await consumeWith(limiter, '10.2.2.2')).ok).toBe(false)
    } finally {
      dead.disconnect()
    }
  })
})
