import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from './database-unavailable'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it('finds the driver error under the ORM wrapping it', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true)
    const busy = withCode('database is locked', 'SQLITE_BUSY')
    expect(
      isDatabaseUnavailable(new Error('Failed query: insert', { cause: new Error('wrapped', { cause: busy }) })),
    ).toBe(true)
  })

  it('knows the pool and client timeouts, a dropped connection, and a driver error kept only as text', () => {
    for (const message of [
      'cannot begin transaction: timeout exceeded when trying to connect',
      'Connection terminated due to connection timeout',
      'Connection terminated unexpectedly',
      'Query read timeout',
      'cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true)
    }
  })

  it('knows PostgreSQL shutting down, starting up, full, or a connection exception', () => {
    for (const code of ['57P01', '57P03', '53300', '08006', '57014']) {
      expect(isDatabaseUnavailable(withCode('server said no', code)), code).toBe(true)
    }
  })

  it('leaves real bugs and bad data alone: those stay 500s', () => {
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false)
    expect(isDatabaseUnavailable(new Error('Failed query: select', { cause: withCode('syntax error', '42601') }))).toBe(
      false,
    )
    expect(isDatabaseUnavailable(undefined)).toBe(false)
  })

  it('stops on a cause chain that loops', () => {
    const looped: Error & { cause?: unknown } = new Error('first')
    looped.cause = looped
    expect(isDatabaseUnavailable(looped)).toBe(false)
  })
})
