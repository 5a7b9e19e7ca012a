// On globalThis: the server counts in its own module copy, and the route bundles that read the count hold others.
const COUNT = Symbol.for('brighter-bridge.requests-in-flight')
const holder = globalThis as { [COUNT]?: number }

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
