import pg from 'pg'
import { logger } from '@/observability/logger.server'

/** The parts of pg-pool's internals the repair below needs (pg-pool 3, pinned through the lockfile). */
type PoolInternals = { _clients: pg.PoolClient[]; _idle: { client: pg.PoolClient }[]; _pulseQueue: () => void }

/**
 * pg's pool with two repairs for a database that goes away and comes back (docs/decisions/0070):
 *
 * - A connection that drops emits 'error': on the pool when it was idle (the pool removes it), on the client
 *   when it was checked out (its queries fail with the error). With no listener either is an uncaught
 *   exception; the pool's is logged, the client's is left to its failing queries.
 * - A checked-out connection that drops stops counting against `max`. Payload's adapter keeps one connection
 *   checked out for good, and takes another after each reset without releasing the dead one, so without this
 *   a few database restarts use up the pool and every request then waits for a connection that never comes.
 */
export class ResilientPool extends pg.Pool {
  constructor(options?: pg.PoolConfig) {
    super(options)
    this.on('error', (error) => logger().error({ err: error }, 'database connection lost'))
    this.on('connect', (client) => {
      client.on('error', () => {})
      client.once('end', () => this.forget(client))
    })
  }

  private forget(client: pg.PoolClient) {
    const pool = this as unknown as PoolInternals
    // Idle and released connections the pool removes itself.
    if (!pool._clients.includes(client) || pool._idle.some((item) => item.client === client)) return
    pool._clients = pool._clients.filter((candidate) => candidate !== client)
    pool._pulseQueue()
  }
}

/** The `pg` module for Payload's PostgreSQL adapter, with the pool above. */
export const resilientPg = Object.assign(Object.create(pg) as typeof pg, { Pool: ResilientPool })
