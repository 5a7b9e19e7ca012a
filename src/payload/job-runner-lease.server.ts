import pg from 'pg'

import { CONNECT_TIMEOUT_MS, QUERY_TIMEOUT_MS } from '@/database/database.server'
import { logger } from '@/observability/logger.server'

/**
 * Which instance runs the jobs queue (docs/decisions/0140). Payload claims jobs with a read and then a write, so two
 * instances running the queue at once can both take one job and send its mail twice. On PostgreSQL the instance that
 * holds a session advisory lock, on a connection of its own, is the one that runs jobs; when it stops or dies its
 * connection closes, the lock goes with it, and another instance takes it on its next tick. SQLite serves one
 * instance: it always runs them.
 */
const LOCK_KEY = 710_451_223 // Any fixed number: advisory locks are per database.

export function jobRunnerLease(databaseUrl: string | undefined): () => Promise<boolean> {
  if (!databaseUrl?.startsWith('postgres')) return async () => true
  let client: pg.Client | undefined
  let held = false
  const forget = () => {
    held = false
    const gone = client
    client = undefined
    void gone?.end().catch(() => {})
  }
  return async () => {
    if (held && client) return true
    try {
      if (!client) {
        // The pool's limits (0070): a database that stops answering must not hold the jobs queue's tick for ever.
        client = new pg.Client({
          connectionString: databaseUrl,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          query_timeout: QUERY_TIMEOUT_MS,
        })
        client.on('error', (error) => {
          logger().warn({ err: error }, 'job runner lock connection lost; another instance may run the jobs')
          forget()
        })
        client.on('end', forget)
        await client.connect()
      }
      const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1) AS held', [LOCK_KEY])
      held = rows[0]?.held === true
      if (held) logger().info('this instance runs the jobs queue')
      return held
    } catch (error) {
      logger().warn({ err: error }, 'job runner lock not taken; trying again on the next tick')
      forget()
      return false
    }
  }
}
