import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { env } from '@/config/env.server'

import { redis } from './redis.server'
import { logger } from '@/observability/logger.server'

/**
 * Per-IP limits on every POST (docs/decisions/0051-rate-limits.md): in memory by default, in Redis when
 * REDIS_URL is set so every instance shares the count. If Redis stops answering, an in-memory limiter
 * takes over (rate-limiter-flexible's insurance limiter): visitors are never blocked by an outage.
 */
export type LimitName = 'submission' | 'read' | 'captcha' | 'sign-in-link'

type Rule = { points: number; duration: number }

export function rules(): Record<LimitName, Rule> {
  const { RATE_LIMIT_SUBMISSIONS, RATE_LIMIT_READS_PER_MINUTE } = env()
  return {
    // Each submission call, per address, per ten minutes.
    submission: { points: RATE_LIMIT_SUBMISSIONS, duration: 600 },
    read: { points: RATE_LIMIT_READS_PER_MINUTE, duration: 60 },
    // Captcha challenges: one per page with a form, so they count like reads. A school or office behind one
    // address browses many such pages; a farmed challenge buys nothing past the submission limit.
    captcha: { points: RATE_LIMIT_READS_PER_MINUTE, duration: 60 },
    // Portal sign-in links mailed to one address, whoever asks: a few tries in the quarter hour a link lasts, never a
    // mailbox flooded (docs/decisions/0175). Off with the other submission limits.
    'sign-in-link': { points: RATE_LIMIT_SUBMISSIONS === 0 ? 0 : 5, duration: 900 },
  }
}

export function createLimiter(name: string, rule: Rule, store: Redis | null): RateLimiterAbstract {
  const options = { keyPrefix: `rl:${name}`, points: rule.points, duration: rule.duration }
  if (!store) return new RateLimiterMemory(options)
  return new RateLimiterRedis({
    ...options,
    storeClient: store,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  })
}

const limiters = new Map<string, RateLimiterAbstract>()

/** How long the first count waits for the new Redis connection before the in-memory limiter counts it instead. */
const FIRST_CONNECTION_WAIT_MS = 2_000
const firstConnections = new WeakMap<Redis, Promise<void>>()

/**
 * Resolves once the client's first connection is ready (or after FIRST_CONNECTION_WAIT_MS), and at once ever after:
 * the first requests after a start count in Redis with every other instance's, not in this process's memory alone,
 * while a later outage still falls back at once.
 */
function firstConnection(store: Redis): Promise<void> {
  let ready = firstConnections.get(store)
  if (!ready) {
    ready =
      store.status === 'ready'
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            store.once('ready', () => resolve())
            setTimeout(resolve, FIRST_CONNECTION_WAIT_MS).unref()
          })
    firstConnections.set(store, ready)
  }
  return ready
}

export type LimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number }

/** Counts one request of this kind from this address; 0 points in the rule turns the limit off. */
export async function consume(name: LimitName, key: string, bucket: string = name): Promise<LimitOutcome> {
  const rule = rules()[name]
  if (rule.points === 0) return { ok: true }
  const store = redis()
  if (store) await firstConnection(store)
  let limiter = limiters.get(bucket)
  if (!limiter) {
    limiter = createLimiter(bucket, rule, store)
    limiters.set(bucket, limiter)
  }
  return consumeWith(limiter, key)
}

export async function consumeWith(limiter: RateLimiterAbstract, key: string): Promise<LimitOutcome> {
  try {
    await limiter.consume(key)
    return { ok: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    }
    // A store failure never blocks a visitor.
    logger().error({ err: rejection }, 'rate limiter failed')
    return { ok: true }
  }
}
