import type { IncomingMessage, ServerResponse } from 'node:http'

import { currentRequestId } from '@/observability/request-context'
import { SUBMISSION_TEXT } from '@/schema/messages'
import { API_CONTENT_SECURITY_POLICY, STATIC_HEADERS } from '@/security/headers'

import { TOO_MANY_REQUESTS } from './answers'
import { MAX_BODY_BYTES } from './read-json-body'

// Reading a request and answering it on Node's own objects, for the calls the production server answers in front of
// Next's router (docs/decisions/0133, 0198).

/** A body larger than this is not read to its end: the connection is closed after the 400. */
const MAX_DRAIN_BYTES = 1024 * 1024

/**
 * The body, at most MAX_BODY_BYTES; a larger one is read on (up to MAX_DRAIN_BYTES) so the 400 can be sent. Read
 * with the stream's events: an async iterator per request costs more than the rest of a cached answer. The first
 * outcome counts (`close` also follows a normal end).
 */
export function readBody(request: IncomingMessage): Promise<Buffer | 'too large' | 'dropped'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.byteLength
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
      else if (size > MAX_DRAIN_BYTES) {
        request.destroy()
        resolve('dropped')
      }
    })
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? 'too large' : Buffer.concat(chunks)))
    request.on('error', () => resolve('dropped')).on('close', () => resolve('dropped'))
  })
}

/** An answer made here, with the headers next.config.ts gives the app's calls. */
export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>) {
  const text = Buffer.from(JSON.stringify(body))
  response.statusCode = status
  const all = {
    ...STATIC_HEADERS,
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
    ...headers,
    'Cache-Control': 'no-store',
  }
  for (const [name, value] of Object.entries(all)) response.setHeader(name, value)
  response.setHeader('Content-Type', 'application/json')
  response.setHeader('Content-Length', text.byteLength)
  response.end(text)
}

/** 429 with the seconds until the limit lets this address in again, as the app's routes answer it. */
export function sendTooMany(response: ServerResponse, retryAfterSeconds: number, cors: Record<string, string>) {
  sendJson(
    response,
    429,
    { error: { message: TOO_MANY_REQUESTS } },
    { ...cors, 'Retry-After': String(retryAfterSeconds) },
  )
}

/**
 * 503 naming the request's id, after an unexpected failure; a connection whose answer had already begun is closed
 * instead.
 */
export function sendUnavailable(response: ServerResponse, cors: Record<string, string>) {
  if (response.headersSent) return void response.destroy()
  const requestId = currentRequestId()
  const unavailable = { message: SUBMISSION_TEXT.unavailable, ...(requestId ? { requestId } : {}) }
  sendJson(response, 503, { error: unavailable }, { ...cors, 'Retry-After': '5' })
}
