// The production HTTP server that `npm start` runs (in place of `next start`): Next's own request handler, behind
// compression that prefers Brotli, with the build's scripts and stylesheets sent from their Brotli copies
// (docs/decisions/0101), the not-found page answered 404 (docs/decisions/0116) and every site page's HTML settled
// before it is sent (docs/decisions/0205). Reads PORT and KEEP_ALIVE_TIMEOUT_MS from the environment start.ts gives it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import compression from 'compression'
import next from 'next'

import { answerReadCall, isFrontReadCall } from '../src/app/api/_lib/read-call-front.server'
import { answerVitalsBeacon, isFrontVitalsBeacon } from '../src/app/api/vitals/beacon-front.server'
import { logger } from '../src/observability/logger.server'
import { answerPage, frontPageKey } from '../src/page-cache/page-front.server'
import { routeConsoleToLogger } from '../src/observability/console-to-logger.server'
import { observeRequest } from '../src/observability/observe-request.server'
import { withRequestContext } from '../src/observability/request-context'
import { connectionRead, noteConnection } from '../src/observability/requests-in-flight'
import { finishJobsQueue } from '../src/payload/jobs-queue-handle'
import { STATIC_HEADERS, surfaceOf } from '../src/security/headers'
import { brotliStatic } from './lib/brotli-static'
import { LISTENING_SOCKETS, listenTogether } from './lib/listening-sockets'
import { holdHtmlPage } from './lib/hold-html-page'
import { STATIC_ROOT } from './lib/precompress-static'

const port = Number(process.env.PORT)
const keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT_MS)
/** How long a stop waits for requests in flight before it exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000

// Next's own messages (a render's error, a warning) go through the server's one logger too.
routeConsoleToLogger()

const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port })
const handle = app.getRequestHandler()
await app.prepare()

const sendStatic = brotliStatic(STATIC_ROOT, STATIC_HEADERS)
// Brotli at its default level 4 for what is compressed per request (pages and calls): about gzip's cost. The
// middleware needs only Node's own request and response, whatever its Express-typed signature says.
const compress = compression() as unknown as (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void

let stopping = false

function answer(request: IncomingMessage, response: ServerResponse) {
  connectionRead(request.socket)
  // While stopping, each answer closes its connection, so keep-alive clients cannot hold the server open.
  if (stopping) response.setHeader('Connection', 'close')
  // Every line logged while the request is handled carries its id (docs/operations.md).
  withRequestContext(observeRequest(request, response), () => {
    if (sendStatic(request, response)) return
    const url = request.url ?? '/'
    const queryAt = url.indexOf('?')
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
    // The §7 read calls: from the response cache, before the router (docs/decisions/0133).
    if (isFrontReadCall(request, pathname)) return void answerReadCall(request, response, pathname)
    // Web Vitals beacons: checked and counted here, handed to the app in batches (docs/decisions/0198).
    if (isFrontVitalsBeacon(request, pathname)) return void answerVitalsBeacon(request, response)
    // Plain visits to public pages: from the page cache, before the router (docs/decisions/0139).
    const pageKey = frontPageKey(request, pathname, queryAt === -1 ? '' : url.slice(queryAt))
    if (pageKey === undefined) return handleInNext(request, response, pathname)
    void answerPage(request, response, pageKey).then(
      (answered) => answered || handleInNext(request, response, pathname),
    )
  })
}

function handleInNext(request: IncomingMessage, response: ServerResponse, pathname: string) {
  compress(request, response, () => {
    // A HEAD is rendered as the GET it stands for, so its status is the GET's (a not-found page's 404 is read from
    // the page itself); Node sends no body for it whatever is written.
    if (request.method === 'HEAD') request.method = 'GET'
    // The not-found page answered 404; a site page sent with its icons and scripts settled (docs/decisions/0205).
    holdHtmlPage(response, { whole: surfaceOf(pathname) === 'site' })
    void handle(request, response)
  })
}
// One server a listening socket, all answering alike: a burst of new visitors is accepted several a turn
// (docs/decisions/0149).
const servers = Array.from({ length: LISTENING_SOCKETS }, () => {
  const server = createServer(answer)
  server.keepAliveTimeout = keepAliveTimeout
  // Visitors accepted and not yet read: lead intake and background work give way to them (docs/decisions/0145).
  server.on('connection', (socket) => {
    noteConnection(socket)
    socket.once('close', () => connectionRead(socket))
  })
  return server
})
try {
  await listenTogether(servers, port)
} catch (error) {
  logger().fatal({ err: error, port }, 'cannot listen on the port')
  process.exit(1)
}
logger().info({ port, sockets: servers.length }, 'serving')

// A stop answers the requests in flight (a lead being stored among them) and lets the jobs queue finish the jobs it
// is running before the process exits: no new connections, idle ones closed as they become idle.
function stop() {
  if (stopping) return
  stopping = true
  setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref()
  setInterval(() => servers.forEach((server) => server.closeIdleConnections()), 100).unref()
  let open = servers.length
  for (const server of servers) {
    server.close(() => {
      if (--open === 0) {
        void finishJobsQueue()
          .then(() => app.close())
          .finally(() => process.exit(0))
      }
    })
  }
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
