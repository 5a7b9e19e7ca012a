import { randomUUID } from 'node:crypto'

import type { Redis } from 'ioredis'

import { logger } from '@/observability/logger.server'
import { redis } from '@/security/redis.server'

// A CMS change made on one instance, told to every other through Redis pub/sub, so each expires its own caches at
// once (docs/decisions/0138). Redis keeps no message: an instance that is not listening when one is sent misses it.

export const CONTENT_CHANNEL = 'site:content-changed'

/** What one change says: which instance made it, and the cache tags it expired there. */
export type ContentChange = { from: string; tags: string[] }

const MAX_TAGS = 100
const MAX_TEXT_LENGTH = 200

// On globalThis: the CMS's hooks, which send, and the server's listener, which must know its own messages, are
// bundled apart in one process.
const INSTANCE_ID = Symbol.for('site.instance-id')
const holder = globalThis as { [INSTANCE_ID]?: string }

/** This process's id on the channel, random per process. */
export const instanceId = (): string => (holder[INSTANCE_ID] ??= randomUUID())

export const encodeChange = (change: ContentChange): string => JSON.stringify(change)

const isShortText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT_LENGTH

/** The change a message carries, or undefined for a message this site did not write. */
export function parseChange(text: string): ContentChange | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const { from, tags } = value as Record<string, unknown>
  if (!isShortText(from) || !Array.isArray(tags) || tags.length > MAX_TAGS || !tags.every(isShortText)) {
    return undefined
  }
  return { from, tags }
}

/** The site's channel and this process's id unless told otherwise (the tests use channels of their own). */
export type BusOptions = { channel?: string; self?: string }

export async function publishChange(
  client: Redis,
  tags: readonly string[],
  { channel = CONTENT_CHANNEL, self = instanceId() }: BusOptions = {},
): Promise<void> {
  await client.publish(channel, encodeChange({ from: self, tags: [...tags] }))
}

/**
 * Tells the other instances that content changed, when REDIS_URL is set. Never throws and is not awaited: a change
 * saved in the CMS stands whether or not Redis answers, and the others' caches then expire on their own timers.
 */
export function announceContentChange(tags: readonly string[]): void {
  const client = redis()
  if (!client) return
  publishChange(client, tags).catch((error: unknown) =>
    logger().warn({ err: error, tags }, 'content change not sent to the other instances'),
  )
}

export type ChangeListener = {
  /** A change made on another instance. */
  onChange: (tags: string[]) => void
  /** Listening again after a lost connection or a failed first subscription: changes sent meanwhile were missed. */
  onResubscribed: () => void
}

/**
 * Subscribes `connection` to the channel each time it is ready, and hands `listener` every valid change made by
 * another instance. Make the connection with `autoResubscribe: false`: subscribing on each ready also repeats a first
 * subscription that failed, and tells when a reconnected connection listens again.
 */
export function listenForChanges(
  connection: Redis,
  listener: ChangeListener,
  { channel = CONTENT_CHANNEL, self = instanceId() }: BusOptions = {},
): void {
  let attempts = 0
  const subscribe = () => {
    const attempt = ++attempts
    return connection.subscribe(channel).then(
      () => {
        if (attempt > 1) listener.onResubscribed()
      },
      (error: unknown) => logger().error({ err: error, channel }, 'content changes: subscribe failed'),
    )
  }
  connection.on('ready', () => void subscribe())
  if (connection.status === 'ready') void subscribe()
  connection.on('message', (messageChannel: string, text: string) => {
    if (messageChannel !== channel) return
    const change = parseChange(text)
    if (!change) {
      logger().warn({ channel }, 'content changes: a message not in the expected form was ignored')
      return
    }
    if (change.from === self) return
    listener.onChange(change.tags)
  })
}
