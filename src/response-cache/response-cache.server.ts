import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { LRUCache } from 'lru-cache'
import Negotiator from 'negotiator'

// Answers of the §7 read calls, serialised once and kept until content changes (docs/decisions/0133): the
// production server answers from here before a request reaches Next's router. The server and the CMS's hooks are
// bundled apart, so the one cache of a process lives on globalThis.

/** An answer as the app gave it, and its compressed copies, each made once. */
export type CachedAnswer = {
  status: number
  headers: [string, string][]
  body: Buffer
  encoded: Partial<Record<'br' | 'gzip', Buffer>>
}

type ResponseCache = {
  /** Marks this process's own requests that fill the cache: they are not counted against a rate limit again. */
  fillToken: string
  answers: LRUCache<string, CachedAnswer, () => Promise<CachedAnswer | undefined>>
}

/**
 * How long an answer is kept at most: an edit empties the cache of the instance it was saved on at once, the others
 * within this time (the content cache's own bound, docs/decisions/0011).
 */
export const RESPONSE_TTL_MS = 60_000
/** All the list calls' answers several times over; a flood of odd bodies evicts old entries, never memory. */
const MAX_BYTES = 32 * 1024 * 1024

/** The header of the server's own requests that fill the cache. */
export const RESPONSE_FILL_HEADER = 'x-response-cache-fill'
/** Says whether an answer came from the cache (HIT) or was made for it (MISS). */
export const RESPONSE_CACHE_STATUS_HEADER = 'x-response-cache'

const STORE = Symbol.for('site.response-cache')
const holder = () => globalThis as typeof globalThis & { [STORE]?: ResponseCache }

function store(): ResponseCache {
  return (holder()[STORE] ??= {
    fillToken: randomBytes(18).toString('base64url'),
    answers: new LRUCache({
      maxSize: MAX_BYTES,
      sizeCalculation: (answer, key) => answer.body.byteLength * 2 + key.length + 512,
      ttl: RESPONSE_TTL_MS,
      // One request to the app per key however many clients ask at once; an answer that may not be kept is not.
      fetchMethod: (_key, _stale, { context: fill }) => fill(),
    }),
  })
}

/** This process's fill token (sent by the server on the requests that fill the cache). */
export const fillToken = (): string => store().fillToken

/** True for a request carrying this process's fill token. */
export const isFillRequest = (token: string | null | undefined): boolean => token === store().fillToken

/**
 * The key of a read call's answer: its path and its body as canonical JSON (keys sorted), so the same question
 * written two ways is one entry. Undefined for a body that is not JSON: that is the app's to answer (400).
 */
export function answerKey(path: string, body: string): string | undefined {
  if (body === '') return path
  // A client repeats its bodies byte for byte: each text is made canonical once (parsing and sorting cost more
  // than the rest of a cached answer). Long bodies are not remembered, so odd bodies cannot fill memory.
  const written = `${path}\n${body}`
  const remembered = body.length <= MAX_REMEMBERED_BODY
  const known = remembered ? canonicalKeys.get(written) : undefined
  if (known !== undefined) return known || undefined
  let key: string | undefined
  try {
    key = `${path}\n${JSON.stringify(JSON.parse(body), sortedKeys)}`
  } catch {
    key = undefined
  }
  if (remembered) canonicalKeys.set(written, key ?? '')
  return key
}

const MAX_REMEMBERED_BODY = 512
/** Body text as sent → its key ('' for a body that is not JSON). */
const canonicalKeys = new LRUCache<string, string>({ max: 1000 })

const sortedKeys = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value

/** What filling gave: the answer, and whether it may be kept (a 200 that sets no cookie). */
export type Filled = { answer: CachedAnswer; keep: boolean }

/** The answer under `key`, filled by `fill()` when missing or expired; `hit` says whether it was cached. */
export async function cachedAnswer(
  key: string,
  fill: () => Promise<Filled>,
  ttl = RESPONSE_TTL_MS,
): Promise<{ answer: CachedAnswer; hit: boolean }> {
  const cache = store()
  // A kept answer is returned as it is: `fetch`, which joins the callers of one fill, is for a missing one.
  const cached = cache.answers.get(key)
  if (cached) return { answer: cached, hit: true }
  let filled: Filled | undefined
  const kept = await cache.answers.fetch(key, {
    ttl,
    context: async () => {
      filled = await fill()
      return filled.keep ? filled.answer : undefined
    },
  })
  if (kept) return { answer: kept, hit: false }
  // Not kept (a 400, an error): this caller's own fill, or, when it joined another caller's fill, one of its own.
  return { answer: (filled ?? (await fill())).answer, hit: false }
}

/** Brotli at the quality both caches keep their copies at, sized for this body. */
export const brotliOptions = (body: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
})
export const GZIP_OPTIONS = { level: 9 }

/** The answer's body in this encoding, compressed the first time it is asked for and kept with the answer. */
export function encodedBody(answer: CachedAnswer, encoding: 'br' | 'gzip'): Buffer {
  answer.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(answer.body, brotliOptions(answer.body))
      : gzipSync(answer.body, GZIP_OPTIONS)
  return answer.encoded[encoding]
}

/** Answers shorter than this go uncompressed, as the compression middleware leaves them. */
const COMPRESS_ABOVE_BYTES = 1024

/**
 * The body to send this request and its encoding: Brotli whenever the client takes it, else gzip, as the server's
 * compression prefers (docs/decisions/0101); short answers and clients that take neither get the body as it is.
 */
export function bodyFor(
  request: IncomingMessage,
  answer: CachedAnswer,
): { body: Buffer; encoding: 'br' | 'gzip' | undefined } {
  const accepted = answer.body.byteLength > COMPRESS_ABOVE_BYTES ? new Negotiator(request).encodings() : []
  const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined
  return { body: encoding ? encodedBody(answer, encoding) : answer.body, encoding }
}

/** Whether If-None-Match names this validator (compared weakly, as RFC 9110 says for If-None-Match). */
export function isCurrentTag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/** Forgets every kept answer: called whenever the CMS changes content. */
export function purgeAnswers(): void {
  holder()[STORE]?.answers.clear()
}
