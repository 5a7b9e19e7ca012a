import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, gzip } from 'node:zlib'

import { env } from '@/config/env.server'
import { brotliOptions, GZIP_OPTIONS } from '@/response-cache/response-cache.server'
import { contentSecurityPolicy, PER_ANSWER_HEADERS } from '@/security/headers'

import { lockScripts, withoutPlaceholder } from './lock-scripts'
import { FILL_HEADER, fillSecrets, type KeptPage, type Rendered } from './page-cache.server'

/**
 * What shared caches and browsers may do with a kept page (docs/decisions/0139): a browser asks again every time
 * (and gets a 304 while the page is unchanged); a CDN may answer it for a second, and a little longer while it asks
 * for the new one.
 */
export const KEPT_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=5'

/** Headers set afresh on every answer, or that belong to one answer only. */
const NOT_KEPT = new Set(['content-security-policy', 'cache-control', ...PER_ANSWER_HEADERS])

const RENDER_TIMEOUT_MS = 30_000
const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Renders `path` for the cache by asking this server for it over loopback with the fill token, so the proxy hands it
 * the placeholder nonce; the placeholder then gives way to the hashes of the scripts that carried it. Only a 200 HTML
 * page that sets no cookie may be kept; its compressed copies and its ETag are made here, once.
 */
export async function renderForCache(path: string): Promise<Rendered> {
  const { PORT, SITE_URL } = env()
  const { fillToken, placeholder } = fillSecrets()
  const origin = `http://127.0.0.1:${PORT}`
  const response = await fetch(`${origin}${path}`, {
    headers: { [FILL_HEADER]: fillToken, accept: 'text/html', 'accept-encoding': 'identity' },
    redirect: 'manual',
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
  })
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html')
  const keep = response.status === 200 && html && !response.headers.has('set-cookie')
  const text = await response.text()
  // The page arrives as every site page is sent (sent-page-html.ts): its loader of the framework's scripts carries
  // the placeholder nonce like the framework's own inline scripts, and gives way to its hash with them.
  const locked = html ? lockScripts(text, placeholder) : { html: withoutPlaceholder(text, placeholder), hashes: [] }
  const headers: [string, string][] = [...response.headers]
    .filter(([name]) => !NOT_KEPT.has(name))
    // A page that redirects (docs/decisions/0117) names this server's loopback address in an absolute Location.
    .map(([name, value]) => [name, withoutPlaceholder(value, placeholder).replace(origin, '')])
  const https = SITE_URL?.startsWith('https:') ?? false
  headers.push(['content-security-policy', contentSecurityPolicy('site', { hashes: locked.hashes, https })])
  headers.push([
    'cache-control',
    keep ? KEPT_PAGE_CACHE_CONTROL : (response.headers.get('cache-control') ?? 'no-store'),
  ])
  const body = Buffer.from(locked.html)
  const page: KeptPage = { status: response.status, headers, body, encoded: {}, etag: etagOf(body) }
  if (keep) page.encoded = await compressed(body)
  return { page, keep }
}

/** A weak validator: the same for each encoding of one body, as the server compresses. */
const etagOf = (body: Buffer): string => `W/"${createHash('sha1').update(body).digest('base64url')}"`

/** Brotli and gzip as the read calls' copies are made, off the main thread. */
async function compressed(body: Buffer): Promise<KeptPage['encoded']> {
  const [br, gz] = await Promise.all([brotli(body, brotliOptions(body)), gzipped(body, GZIP_OPTIONS)])
  return { br, gzip: gz }
}
