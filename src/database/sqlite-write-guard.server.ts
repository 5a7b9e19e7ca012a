import type { Client, InStatement } from '@libsql/client'
import Database from 'libsql'

// How the site writes to SQLite (docs/decisions/0089-sqlite-busy-writes.md). libsql 0.4, the driver under
// Payload's adapter, does not reset a statement whose step fails with SQLITE_BUSY: until the garbage collector
// finalizes it, the connection's implicit transaction stays open, later writes are not committed, and they are
// rolled back with it. Its busy timeout also sleeps on the server's only thread. So:
// - every write outside a transaction takes the write lock first, with `BEGIN IMMEDIATE` through `exec` (which
//   finalizes its statement however it ends), and commits at once: a busy database fails it cleanly, with nothing
//   written and nothing left in progress;
// - the connection has no busy timeout; a write refused as busy is sent again after a pause that does not block,
//   until SQLITE_WRITE_WAIT_MS has passed.

/** How long a write waits for another process to release the database before it fails as busy. */
export const SQLITE_WRITE_WAIT_MS = 10_000

/** The statements Payload writes with; reads, PRAGMAs, transaction control and schema changes pass unchanged. */
const WRITE = /^\s*(insert|update|delete|replace)\b/i

const GUARDED = Symbol.for('sqlite-write-guard')

type Step = (...args: unknown[]) => unknown
type Connection = { exec(sql: string): void; inTransaction: boolean }
type Statement = { run: Step; all: Step }

function ownTransaction(connection: Connection, step: Step): Step {
  return function (this: unknown, ...args: unknown[]) {
    if (connection.inTransaction) return step.apply(this, args)
    connection.exec('BEGIN IMMEDIATE')
    try {
      const result = step.apply(this, args)
      connection.exec('COMMIT')
      return result
    } catch (error) {
      if (connection.inTransaction) connection.exec('ROLLBACK')
      throw error
    }
  }
}

/** Makes each write statement prepared on any libsql connection of this process its own transaction. */
function guardLibsqlStatements(): void {
  const prototype = Database.prototype as unknown as { [GUARDED]?: true; prepare(sql: string): Statement }
  if (prototype[GUARDED]) return
  const prepare = prototype.prepare
  prototype.prepare = function (this: Connection, sql: string) {
    const statement = prepare.call(this, sql)
    if (WRITE.test(sql)) {
      statement.run = ownTransaction(this, statement.run)
      statement.all = ownTransaction(this, statement.all)
    }
    return statement
  }
  prototype[GUARDED] = true
}

const isBusy = (error: unknown) => /^SQLITE_BUSY/.test(String((error as { code?: unknown })?.code))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Guards the writes of a client connected without a busy timeout (see above). Idempotent. */
export function guardSqliteWrites(client: Client, waitMs = SQLITE_WRITE_WAIT_MS): void {
  guardLibsqlStatements()
  const marked = client as Client & { [GUARDED]?: true }
  if (marked[GUARDED]) return
  marked[GUARDED] = true

  const execute = client.execute.bind(client) as (stmt: InStatement, args?: unknown) => ReturnType<Client['execute']>
  client.execute = (async (stmt: InStatement, args?: unknown) => {
    if (!WRITE.test(typeof stmt === 'string' ? stmt : stmt.sql)) return execute(stmt, args)
    const deadline = Date.now() + waitMs
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      try {
        return await execute(stmt, args)
      } catch (error) {
        if (!isBusy(error) || Date.now() + pause > deadline) throw error
      }
      await sleep(pause)
    }
  }) as Client['execute']
}
