import { EventEmitter } from 'node:events'

import type { Redis } from 'ioredis'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { logger } from '@/observability/logger.server'

import { CONTENT_CHANNEL, encodeChange, instanceId, listenForChanges, parseChange } from './content-bus.server'

describe('a content change message', () => {
  it('is read back as written', () => {
    const change = { from: 'instance-a', tags: ['content:blogs', 'content:pages'] }
    expect(parseChange(encodeChange(change))).toEqual(change)
    expect(parseChange(encodeChange({ from: 'instance-a', tags: [] }))).toEqual({ from: 'instance-a', tags: [] })
  })

  it('is ignored when it is not one this site wrote', () => {
    const bad = [
      '',
      'content:blogs',
      'not json {',
      'null',
      '42',
      '"text"',
      '["content:blogs"]',
      '{}',
      JSON.stringify({ tags: ['content:blogs'] }),
      JSON.stringify({ from: '', tags: ['content:blogs'] }),
      JSON.stringify({ from: 7, tags: ['content:blogs'] }),
      JSON.stringify({ from: 'instance-a' }),
      JSON.stringify({ from: 'instance-a', tags: 'content:blogs' }),
      JSON.stringify({ from: 'instance-a', tags: ['content:blogs', 3] }),
      JSON.stringify({ from: 'instance-a', tags: [''] }),
      JSON.stringify({ from: 'instance-a', tags: [null] }),
      JSON.stringify({ from: 'instance-a', tags: ['x'.repeat(201)] }),
      JSON.stringify({ from: 'x'.repeat(201), tags: [] }),
      JSON.stringify({ from: 'instance-a', tags: Array.from({ length: 101 }, () => 'content:blogs') }),
    ]
    for (const text of bad) expect(parseChange(text), text).toBeUndefined()
  })
})

describe('the instance id', () => {
  it('is one per process, kept where every bundle of the process finds it', () => {
    expect(instanceId()).toMatch(/^[0-9a-f-]{36}$/)
    expect(instanceId()).toBe(instanceId())
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('site.instance-id')]).toBe(instanceId())
  })
})

/** A connection that subscribes at once and delivers what the test emits. */
function fakeConnection() {
  const connection = Object.assign(new EventEmitter(), {
    status: 'ready',
    subscribe: vi.fn(async () => 1),
  })
  return connection as typeof connection & Redis
}

describe('listening for changes', () => {
  afterEach(() => vi.restoreAllMocks())

  it('hands on another instance’s changes and ignores its own, other channels’ and malformed messages', () => {
    const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => undefined)
    const connection = fakeConnection()
    const onChange = vi.fn()
    listenForChanges(connection, { onChange, onResubscribed: vi.fn() }, { self: 'instance-b' })
    expect(connection.subscribe).toHaveBeenCalledWith(CONTENT_CHANNEL)

    connection.emit('message', CONTENT_CHANNEL, encodeChange({ from: 'instance-b', tags: ['content:news'] }))
    connection.emit('message', 'another-channel', encodeChange({ from: 'instance-a', tags: ['content:team'] }))
    connection.emit('message', CONTENT_CHANNEL, '{"from":"instance-a","tags":[1]}')
    connection.emit('message', CONTENT_CHANNEL, 'garbage')
    expect(onChange).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(2)

    connection.emit('message', CONTENT_CHANNEL, encodeChange({ from: 'instance-a', tags: ['content:blogs'] }))
    expect(onChange).toHaveBeenCalledExactlyOnceWith(['content:blogs'])
  })

  it('knows this process’s own messages without being told its id', () => {
    const connection = fakeConnection()
    const onChange = vi.fn()
    listenForChanges(connection, { onChange, onResubscribed: vi.fn() })
    connection.emit('message', CONTENT_CHANNEL, encodeChange({ from: instanceId(), tags: ['content:news'] }))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('subscribes again on each ready, and says it listens again only after the first subscription', async () => {
    const connection = fakeConnection()
    connection.status = 'connecting'
    const onResubscribed = vi.fn()
    listenForChanges(connection, { onChange: vi.fn(), onResubscribed })
    expect(connection.subscribe).not.toHaveBeenCalled()

    connection.emit('ready')
    await vi.waitFor(() => expect(connection.subscribe).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    expect(onResubscribed).not.toHaveBeenCalled()

    connection.emit('ready')
    await vi.waitFor(() => expect(onResubscribed).toHaveBeenCalledTimes(1))
    expect(connection.subscribe).toHaveBeenCalledTimes(2)
  })

  it('logs a failed subscription without throwing, and counts the next one as listening again', async () => {
    const error = vi.spyOn(logger(), 'error').mockImplementation(() => undefined)
    const connection = fakeConnection()
    connection.subscribe.mockRejectedValueOnce(new Error('NOPERM this user has no permissions'))
    const onResubscribed = vi.fn()
    listenForChanges(connection, { onChange: vi.fn(), onResubscribed })
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1))

    connection.emit('ready')
    await vi.waitFor(() => expect(onResubscribed).toHaveBeenCalledTimes(1))
  })
})
