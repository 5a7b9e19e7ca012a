import type { IncomingMessage, ServerResponse } from 'node:http'

import { logger } from './logger.server'
import { metrics } from './metrics.server'
import { REQUEST_ID_HEADER, requestIdFrom, type RequestContext } from './request-context'
import { isStaticFile, requestRoute } from './request-route'
import { countInFlight } from './requests-in-flight'

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * Gives a request its id (kept from a sane incoming `x-request-id`, else new), answers it in the same header and
 * passes it on to the app in the request's headers; counts it as in flight until it is answered (background work
 * such as the intake queue's drain waits for those); when the answer is done, counts it and writes its one log line
 * (none for static files). Returns the context to handle the request in.
 */
export function observeRequest(request: IncomingMessage, response: ServerResponse): RequestContext {
  const requestId = requestIdFrom(request.headers[REQUEST_ID_HEADER])
  request.headers[REQUEST_ID_HEADER] = requestId
  response.setHeader(REQUEST_ID_HEADER, requestId)
  const method = METHODS.has(request.method ?? '') ? request.method! : 'OTHER'
  const pathname = (request.url ?? '/').split('?', 1)[0]!
  const started = performance.now()
  const answered = countInFlight()

  response.once('close', () => {
    answered()
    const status = response.statusCode
    const seconds = (performance.now() - started) / 1000
    const route = requestRoute(pathname, status)
    const labels = { method, route, status: String(status) }
    const { requests, requestDuration } = metrics()
    requests.inc(labels)
    requestDuration.observe(labels, seconds)
    if (isStaticFile(pathname)) return
    const line = {
      requestId,
      method,
      path: pathname.slice(0, 300),
      route,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      ...(response.writableFinished ? {} : { aborted: true }),
    }
    if (status >= 500) logger().error(line, 'request')
    else logger().info(line, 'request')
  })
  return { requestId }
}
