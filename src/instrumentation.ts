import { PHASE_PRODUCTION_BUILD } from 'next/constants'

/**
 * Next runs this once in each server process before it answers. With REDIS_URL set, the production server listens
 * for the content changes other instances make (docs/decisions/0138); `next dev` and the build do not.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NODE_ENV !== 'production' || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return
  // Imported only in Node.js: Next compiles this file for its edge runtime too when a route runs there.
  const { env } = await import('./config/env.server')
  const { logger } = await import('./observability/logger.server')
  const { REDIS_URL, PORT } = env()
  if (!REDIS_URL) return
  try {
    const { startContentListener } = await import('./cms/hooks/content-listener.server')
    startContentListener(REDIS_URL, PORT)
  } catch (error) {
    // The site serves without it: other instances' changes then reach this one when its caches time out.
    logger().error({ err: error }, 'content changes from other instances: not listening')
  }
}
