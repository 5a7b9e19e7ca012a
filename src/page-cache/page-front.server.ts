import type { IncomingMessage, ServerResponse } from 'node:http'

import { logger } from '@/observability/logger.server'
import { bodyFor, isCurrentTag } from '@/response-cache/response-cache.server'

import { pageCacheKey } from './cacheable'
import { CACHE_STATUS_HEADER, cachedPage, FILL_HEADER, pageCacheOn, type KeptPage } from './page-cache.server'
import { renderForCache } from './render-for-cache.server'

/**
 * Public pages answered in front of Next's router (docs/decisions/0139): the production server hands a plain visit
 * to a public page here, and it is answered from the page cache with its compressed copy, or with 304 when the
 * visitor's copy is current. The server's own rendering requests go on to Next.
 */

/** The cache key of a request the front answers, or undefined when it goes on to Next. */
export function frontPageKey(request: IncomingMessage, pathname: string, search: string): string | undefined {
  if (!pageCacheOn() || request.headers[FILL_HEADER] !== undefined) return undefined
  return pageCacheKey(request.method ?? 'GET', pathname, search, request.headers)
}

/** Answers the page under `key`; false when it could not be rendered here, so Next answers it instead. */
export async function answerPage(request: IncomingMessage, response: ServerResponse, key: string): Promise<boolean> {
  let found: Awaited<ReturnType<typeof cachedPage>>
  try {
    found = await cachedPage(key, () => renderForCache(key))
  } catch (error) {
    logger().warn({ err: error, path: key }, 'page not rendered for the cache; rendering it for this visit')
    return false
  }
  if (!found) return false
  send(request, response, found.page, found.stale ? 'STALE' : found.hit ? 'HIT' : 'MISS')
  return true
}

function send(request: IncomingMessage, response: ServerResponse, page: KeptPage, status: 'HIT' | 'STALE' | 'MISS') {
  for (const [name, value] of page.headers) response.setHeader(name, value)
  response.setHeader(CACHE_STATUS_HEADER, status)
  response.setHeader('ETag', page.etag)
  if (page.status === 200 && isCurrentTag(request.headers['if-none-match'], page.etag)) {
    response.statusCode = 304
    for (const name of ['content-type', 'content-length', 'link']) response.removeHeader(name)
    return void response.end()
  }
  const { body, encoding } = bodyFor(request, page)
  response.statusCode = page.status
  if (encoding) response.setHeader('Content-Encoding', encoding)
  response.setHeader('Content-Length', body.byteLength)
  response.end(request.method === 'HEAD' ? undefined : body)
}
