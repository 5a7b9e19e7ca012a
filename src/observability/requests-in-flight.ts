// On globalThis: the server counts in its own module copy, and the route bundles that read the count hold others.
const COUNT = Symbol.for('brighter-bridge.requests-in-flight')
const WAITING = Symbol.for('brighter-bridge.connections-waiting')
const holder = globalThis as { [COUNT]?: number; [WAITING]?: Map<object, number> }
const waiting = (holder[WAITING] ??= new Map())

/**
 * How long a new connection counts as a visitor waiting to be read. A surge's connections send their request at
 * once; a browser's spare connection, opened ahead of need, may stay idle for seconds and is nobody waiting.
 */
export const WAITING_CONNECTION_MS = 100

/** Requests this process has read and not yet answered (counted by the production server). */
export const requestsInFlight = (): number => holder[COUNT] ?? 0

/** Counts a request from now until `done` is called (once). */
export function countInFlight(): () => void {
  holder[COUNT] = requestsInFlight() + 1
  let counted = true
  return () => {
    if (!counted) return
    counted = false
    holder[COUNT] = requestsInFlight() - 1
  }
}

/**
 * Notes a connection the server accepted and has read no request from yet. Node accepts one connection a turn of
 * the event loop, so while a lead's store holds the loop the next visitors wait unaccepted or unread, one turn each:
 * a connection accepted and not yet read is the sign that others stand behind it (docs/decisions/0145).
 */
export function noteConnection(connection: object, now = performance.now()): void {
  waiting.set(connection, now)
}

/** The connection's first request has been read, or it closed: it waits no longer. */
export function connectionRead(connection: object): void {
  waiting.delete(connection)
}

/** Connections accepted within WAITING_CONNECTION_MS whose first request has not been read yet. */
export function connectionsWaiting(now = performance.now()): number {
  // Oldest first (a map keeps the order of insertion): the expired ones lead.
  for (const [connection, acceptedAt] of waiting) {
    if (now - acceptedAt <= WAITING_CONNECTION_MS) break
    waiting.delete(connection)
  }
  return waiting.size
}

/** Someone is being answered or waits to be read: background work should let them go first. */
export const visitorsWaiting = (now = performance.now()): boolean =>
  requestsInFlight() > 0 || connectionsWaiting(now) > 0
