/** Error codes of a database that cannot be reached or cannot take the request now. */
const CODES = new Set([
  // The network: refused, reset, timed out, name not found.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLite: the file locked by another process, unopenable, or its disk failing or full.
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_FULL',
  // PostgreSQL: too many connections, shutting down or starting up, a statement cancelled by a timeout.
  '53300',
  '57P01',
  '57P02',
  '57P03',
  '57014',
])

/**
 * Messages with no code: node-postgres' and pg-pool's for a connection lost or not had in time, and wrappers
 * that keep only the driver's message ("cannot begin transaction: connect ECONNREFUSED …").
 */
const MESSAGES = new RegExp(
  [
    'Connection terminated',
    'timeout exceeded when trying to connect',
    'Query read timeout',
    'database timeout',
    'database is locked',
    'database unavailable',
    ...[...CODES].filter((code) => /^[A-Z]/.test(code)).map((code) => `\\b${code}\\b`),
  ].join('|'),
  'i',
)

/**
 * True when an error, or any error it was caused by, says the database is unreachable or busy: the request
 * may succeed later, so it answers 503 rather than 500. ORMs wrap the driver's error ("Failed query: …"), so the
 * whole `cause` chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (typeof current !== 'object') return MESSAGES.test(String(current))
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (CODES.has(code) || code.startsWith('08'))) return true
    if (typeof message === 'string' && MESSAGES.test(message)) return true
    current = cause
  }
  return false
}
