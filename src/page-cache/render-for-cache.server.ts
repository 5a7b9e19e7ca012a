import { env } from '@/config/env.server'
import { PER_ANSWER_HEADERS } from '@/security/headers'

import { FILL_HEADER, type Rendered } from './page-cache.server'

/** Headers set afresh on every answer (the policy carries its nonce), or that belong to one answer only. */
const NOT_KEPT = new Set(['content-security-policy', 'strict-transport-security', ...PER_ANSWER_HEADERS])

const RENDER_TIMEOUT_MS = 30_000

/**
 * Renders `path` for the cache by asking this server for it over loopback with the fill token, so the proxy
 * hands it the placeholder nonce. Only a 200 HTML page that sets no cookie may be kept.
 */
export async function renderForCache(path: string, fillToken: string): Promise<Rendered> {
  const response = await fetch(`http://127.0.0.1:${env().PORT}${path}`, {
    headers: { [FILL_HEADER]: fillToken, accept: 'text/html' },
    redirect: 'manual',
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
  })
  const body = await response.text()
  const headers = [...response.headers].filter(([name]) => !NOT_KEPT.has(name))
  const keep =
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie')
  return { page: { status: response.status, headers, body }, keep }
}
