import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

// Next's data cache can be expired only inside a request it handles (revalidateTag throws anywhere else), so the
// listener for other instances' changes asks its own server over loopback, with a token that never leaves the
// process (docs/decisions/0138).

/** The internal route, outside /api and its OpenAPI document; it answers 404 to a request without the token. */
export const EXPIRY_PATH = '/internal/expire-content'
export const EXPIRY_TOKEN_HEADER = 'x-expiry-token'

const LOOPBACK_TIMEOUT_MS = 5_000
const MAX_TAGS = 100

// On globalThis: the listener that sends the token and the route that checks it are bundled apart in one process.
const TOKEN = Symbol.for('site.expiry-token')
const holder = globalThis as { [TOKEN]?: string }
const token = () => (holder[TOKEN] ??= randomBytes(32).toString('base64url'))

const digest = (text: string) => createHash('sha256').update(text).digest()

/** True for this process's token alone, compared in constant time. */
export function isExpiryToken(given: string | null): boolean {
  return given !== null && timingSafeEqual(digest(given), digest(token()))
}

/** The tags an expiry request names, or undefined for a body that is not `{ "tags": [strings] }`. */
export function expiryTags(body: string): string[] | undefined {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return undefined
  }
  const tags = typeof value === 'object' && value !== null ? (value as { tags?: unknown }).tags : undefined
  if (!Array.isArray(tags) || tags.length > MAX_TAGS || !tags.every((tag) => typeof tag === 'string')) return undefined
  return tags
}

/** Asks this process's server, listening on `port`, to expire its caches of `tags`; throws when it did not. */
export async function expireThroughLoopback(tags: readonly string[], port: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}${EXPIRY_PATH}`, {
    method: 'POST',
    headers: { [EXPIRY_TOKEN_HEADER]: token(), 'content-type': 'application/json' },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(LOOPBACK_TIMEOUT_MS),
  })
  await response.body?.cancel()
  if (response.status !== 204) throw new Error(`${EXPIRY_PATH} answered ${response.status}`)
}
