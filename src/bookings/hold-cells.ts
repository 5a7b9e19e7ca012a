import { HOLD_CELL_MINUTES } from '@/cms/collections/booking-holds/config'

const CELL = HOLD_CELL_MINUTES * 60_000

/** The five-minute cells a meeting holds, its buffers included, as `YYYY-MM-DDTHH:MM` in UTC. */
export function holdCells(start: number, end: number, bufferBefore: number, bufferAfter: number): string[] {
  const from = Math.floor((start - bufferBefore * 60_000) / CELL) * CELL
  const until = end + bufferAfter * 60_000
  const cells: string[] = []
  for (let cell = from; cell < until; cell += CELL) cells.push(new Date(cell).toISOString().slice(0, 16))
  return cells
}

/**
 * Whether an error is the database refusing a second row for a unique key, on SQLite or PostgreSQL. Payload reports
 * it as a ValidationError naming the key's fields; underneath is the driver's own code.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth += 1) {
    const { code, message, cause, name } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
      name?: unknown
    }
    if (name === 'ValidationError') return true
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return true
    if (typeof message === 'string' && /UNIQUE constraint failed|duplicate key value|unique/i.test(message)) return true
    current = cause
  }
  return false
}
