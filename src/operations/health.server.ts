import { payloadClient } from '@/payload/payload.server'
import { logger } from '@/observability/logger.server'

const TIMEOUT_MS = 3_000

/** 'ok' when the database answers a query within the timeout. */
export async function checkDatabase(): Promise<'ok' | 'unavailable'> {
  try {
    const payload = await payloadClient()
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database timeout')), TIMEOUT_MS)
    })
    try {
      await Promise.race([payload.count({ collection: 'users', overrideAccess: true }), timeout])
    } finally {
      clearTimeout(timer)
    }
    return 'ok'
  } catch (error) {
    logger().error({ err: error }, 'health check failed')
    return 'unavailable'
  }
}
