import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/** The header a request id arrives in (from a proxy or a client) and is answered in. */
export const REQUEST_ID_HEADER = 'x-request-id'

/** An incoming id kept as it is: letters, digits and a few separators, as proxies and tracing tools make them. */
const SANE_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/

export type RequestContext = { requestId: string }

// On globalThis: the production server and each route bundle of Next hold their own copy of this module, and a
// log line written in a route must see the id the server gave its request.
const STORE = Symbol.for('site.request-context')
const holder = globalThis as { [STORE]?: AsyncLocalStorage<RequestContext> }
const store = (holder[STORE] ??= new AsyncLocalStorage<RequestContext>())

/** The incoming id when it is sane, else a new one. */
export function requestIdFrom(incoming: string | string[] | null | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming
  return value && SANE_REQUEST_ID.test(value) ? value : randomUUID()
}

/** Runs `handle` with the request's context, which every log line written while it runs carries. */
export function withRequestContext<T>(context: RequestContext, handle: () => T): T {
  return store.run(context, handle)
}

/** Runs `start` with no request's context: for timers and queues that outlive the request that starts them. */
export function outsideRequestContext<T>(start: () => T): T {
  return store.exit(start)
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return store.getStore()?.requestId
}
