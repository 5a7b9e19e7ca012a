import { randomBytes } from 'node:crypto'

import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { logger } from '@/observability/logger.server'
import { connect } from '@/security/redis.server'

import { listenForChanges, publishChange, type BusOptions } from './content-bus.server'

// Two instances on one Redis: a change published by one reaches the other's listener, and never its own. A channel
// of this test's own, so servers listening on the site's channel meanwhile are not told of these changes.
const url = process.env.TEST_REDIS_URL!
const channel = `test:content-changed:${randomBytes(4).toString('hex')}`
const as = (self: string): BusOptions => ({ channel, self })

const publisher = connect(url)
const connections: Redis[] = [publisher]
const heard = { a: [] as string[][], b: [] as string[][] }
const resubscribed = { a: 0, b: 0 }

function instance(name: 'a' | 'b'): Redis {
  const connection = connect(url, { autoResubscribe: false })
  connections.push(connection)
  listenForChanges(
    connection,
    { onChange: (tags) => heard[name].push(tags), onResubscribed: () => resubscribed[name]++ },
    as(`instance-${name}`),
  )
  return connection
}

const listeners = async () => ((await publisher.pubsub('NUMSUB', channel)) as [string, number])[1]

let b: Redis
beforeAll(async () => {
  instance('a')
  b = instance('b')
  await vi.waitFor(async () => expect(await listeners()).toBe(2), { timeout: 10_000, interval: 20 })
})
afterAll(async () => {
  for (const connection of connections) await connection.quit().catch(() => {})
})

describe('content changes through Redis', () => {
  it('reach the other instance with their tags, and not the instance that made them', async () => {
    await publishChange(publisher, ['content:blogs', 'content:pages'], as('instance-a'))
    await vi.waitFor(() => expect(heard.b).toEqual([['content:blogs', 'content:pages']]), { interval: 10 })
    // Redis delivers in order: once a's listener has b's change, it has had its own too.
    await publishChange(publisher, ['content:news'], as('instance-b'))
    await vi.waitFor(() => expect(heard.a).toEqual([['content:news']]), { interval: 10 })
    expect(heard.b).toEqual([['content:blogs', 'content:pages']])
  })

  it('ignore a message that is not a change, and go on listening', async () => {
    heard.a.length = 0
    const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => undefined)
    await publisher.publish(channel, 'not a change')
    await publisher.publish(channel, JSON.stringify({ from: 'instance-b', tags: [42] }))
    await publishChange(publisher, ['content:team-members'], as('instance-b'))
    await vi.waitFor(() => expect(heard.a).toEqual([['content:team-members']]), { interval: 10 })
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(4), { interval: 10 })
    warn.mockRestore()
  })

  it('are listened for again after a reconnect, which says changes may have been missed', async () => {
    heard.b.length = 0
    b.disconnect(true)
    await vi.waitFor(() => expect(resubscribed.b).toBe(1), { timeout: 10_000, interval: 20 })
    expect(resubscribed.a).toBe(0)
    await publishChange(publisher, ['content:site-settings'], as('instance-a'))
    await vi.waitFor(() => expect(heard.b).toEqual([['content:site-settings']]), { interval: 10 })
  })
})
