import { Redis, type RedisOptions } from 'ioredis'

import { env } from '@/config/env.server'
import { logger } from '@/observability/logger.server'

let client: Redis | null | undefined

/** The shared Redis client when REDIS_URL is set, else null: nothing connects without it. */
export function redis(): Redis | null {
  if (client !== undefined) return client
  const url = env().REDIS_URL
  client = url ? connect(url) : null
  return client
}

export function connect(url: string, options: RedisOptions = {}): Redis {
  const connection = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
    ...options,
  })
  connection.on('error', (error) => logger().error({ err: error }, 'redis error'))
  return connection
}
