import type { Redis } from 'ioredis'

import { logger } from '@/observability/logger.server'
import { FREE_TIMES_TAG, forgetFreeTimes } from '@/response-cache/free-times'
import { connect } from '@/security/redis.server'

import { listenForChanges } from './content-bus.server'
import { CONTENT_TAGS, expireHere, isContentTag, type ContentTag } from './expire-content'
import { expireThroughLoopback } from './expiry-loopback.server'

/**
 * Listens on its own Redis connection (subscriber mode allows no other command) for the changes other instances
 * make, and expires this server's caches for each, as a change saved here would (docs/decisions/0138).
 */
export function startContentListener(url: string, port: number): Redis {
  const connection = connect(url, { autoResubscribe: false })
  const expire = oneAtATime((tags) => expireFromElsewhere(tags, port))
  listenForChanges(connection, {
    onChange: (tags) => {
      if (tags.includes(FREE_TIMES_TAG)) forgetFreeTimes()
      // Free times alone expire no page. A tag this version does not know belongs to a newer one that caches it;
      // pages and answers expire all the same.
      if (tags.some((tag) => tag !== FREE_TIMES_TAG)) expire(tags.filter(isContentTag))
    },
    onResubscribed: () => {
      forgetFreeTimes()
      expire(Object.values(CONTENT_TAGS))
    },
  })
  return connection
}

async function expireFromElsewhere(tags: ContentTag[], port: number): Promise<void> {
  try {
    await expireThroughLoopback(tags, port)
  } catch (error) {
    // Not listening yet, or stopping: what needs no request still expires, and the data cache on its timer.
    logger().warn({ err: error, tags }, 'content change from another instance: data cache not expired')
    expireHere(tags)
  }
}

/**
 * Runs `run` with the tags given, one run at a time: tags given while one runs go together into the next, so a
 * burst of changes (a bulk publish) costs a few expiries, not one each.
 */
export function oneAtATime(run: (tags: ContentTag[]) => Promise<void>): (tags: ContentTag[]) => void {
  let waiting: Set<ContentTag> | undefined
  let running = false
  const drain = async () => {
    running = true
    while (waiting) {
      const tags = [...waiting]
      waiting = undefined
      try {
        await run(tags)
      } catch (error) {
        logger().error({ err: error, tags }, 'content change from another instance: caches not expired')
      }
    }
    running = false
  }
  return (tags) => {
    waiting ??= new Set()
    for (const tag of tags) waiting.add(tag)
    if (!running) void drain()
  }
}
