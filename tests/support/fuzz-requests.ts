import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'

import { consultation, enquiry } from './leads'

// Random and malformed requests for every POST route under src/app/api: random JSON values, the known fields
// with wrong types, valid bodies with one field broken, bodies over 16 KB (declared and streamed), deep nesting,
// text that is not JSON, bytes that are not UTF-8, wrong or missing content types, empty bodies, unicode and
// null bytes.

const API_ROOT = 'src/app/api'

/** Every route file under src/app/api that exports POST, as its URL path. */
export function postRoutes(): string[] {
  const routes: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (
        entry.name === 'route.ts' &&
        /export (const \{[^}]*\bPOST\b|async function POST\b)/.test(readFileSync(full, 'utf8'))
      ) {
        const route = path.relative(API_ROOT, dir)
        if (!route.includes('[')) routes.push(`/api/${route.split(path.sep).join('/')}`)
      }
    }
  }
  walk(API_ROOT)
  return routes.sort()
}

export type FuzzRequest = {
  description: string
  contentType?: string
  query?: string
  body?: string | Uint8Array
  stream?: boolean
}

/** A body the route accepts, to break one field at a time. */
export function validBody(route: string): Record<string, unknown> {
  if (route.endsWith('/GetFreeConsultation')) return { ...consultation('fuzz@example.com'), termsAccepted: true }
  if (route.endsWith('/ContactUs')) return { ...enquiry('fuzz@example.com'), source: 'contact' }
  if (route.endsWith('/SubscribeToNewsletter')) return { email: 'fuzz@example.com' }
  if (route.endsWith('SlugName')) return { slugName: 'a-slug' }
  if (route.endsWith('/vitals')) {
    return { template: 'home', device: 'phone', connection: '4g', metrics: [{ name: 'LCP', value: 1800 }] }
  }
  const body: Record<string, unknown> = { pageIndex: 1, pageSize: 10 }
  if (route.endsWith('/GetBlogsByCategory')) body.categoryId = 0
  if (route.endsWith('/GetExploredBlogList')) body.blogId = 1
  if (route.endsWith('/GetExploredNewsList')) body.newsId = 1
  return body
}

const KNOWN_FIELDS = [
  ...new Set([
    ...Object.keys(consultation()),
    ...Object.keys(enquiry()),
    'termsAccepted',
    'captchaToken',
    'captchaAnswer',
    'website',
    'pagePath',
    'referrer',
    'landingPage',
    'utm',
    'source',
    'pageIndex',
    'pageSize',
    'categoryId',
    'blogId',
    'newsId',
    'slugName',
    'e',
    't',
    'List-Unsubscribe',
  ]),
]

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'multipart/form-data',
  'application/xml',
  '*/*',
  '',
  undefined,
]

const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ maxLength: 20 }).map((value) => `${value}\u0000${value}`),
  fc.constantFrom('\u0000', '\ud800', '\udfff', '\u202e', '\ufeff', ' ', '', 'null', '1e309', '-0', '../../etc/passwd'),
)

/** JSON values with odd strings in them. */
const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  text,
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, null, true, false, [], {}),
)

const huge = fc.integer({ min: 1, max: 48 * 1024 }).map((length) => 'é'.repeat(Math.ceil(length / 2)))

const deep = fc.integer({ min: 1, max: 7000 }).chain((depth) =>
  fc.constantFrom(
    '['.repeat(depth) + ']'.repeat(depth),
    '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    '['.repeat(depth), // unbalanced
  ),
)

const contentType = fc.constantFrom(...CONTENT_TYPES)

const address = fc.nat().map((n) => `fuzz.${n}@example.com`)

export function fuzzRequests(route: string): fc.Arbitrary<FuzzRequest> {
  const base = validBody(route)
  const json = (description: string, value: unknown, type: string | undefined = 'application/json') => ({
    description,
    contentType: type,
    body: JSON.stringify(value) ?? 'null',
  })
  return fc.oneof(
    // Random JSON values of every kind.
    fc.tuple(fc.jsonValue({ maxDepth: 4 }), contentType).map(([value, type]) => json('random JSON', value, type)),
    // The known fields with values of any type, some missing, some extra.
    fc
      .tuple(
        fc.record(Object.fromEntries(KNOWN_FIELDS.map((key) => [key, jsonish])), { requiredKeys: [] }),
        fc.dictionary(text, jsonish, { maxKeys: 4 }),
      )
      .map(([known, extra]) => json('known fields, random values', { ...extra, ...known })),
    // A valid body (a new address each time) with one field broken, dropped or made huge, or an extra field.
    fc
      .tuple(
        fc.constantFrom(...Object.keys(base), '__proto__', 'constructor', 'padding'),
        fc.oneof(jsonish, huge),
        fc.boolean(),
        address,
      )
      .map(([key, value, drop, email]) => {
        const body: Record<string, unknown> = { ...base, ...('email' in base ? { email } : {}) }
        if (drop) delete body[key]
        else Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true })
        return json(`valid but ${drop ? 'without' : 'with a bad'} ${key}`, body)
      }),
    // Over 16 KB, with the length declared or streamed without one.
    fc.tuple(huge, fc.boolean()).map(([padding, stream]) => ({
      ...json('a large body', { ...base, padding }),
      stream,
    })),
    // Deep nesting, as the whole body and inside a field.
    deep.map((nested) => ({ description: 'deep nesting', contentType: 'application/json', body: nested })),
    deep.map((nested) => ({
      description: 'deep nesting in utm',
      contentType: 'application/json',
      body: JSON.stringify({ ...base, utm: 0 }).replace('"utm":0', `"utm":${nested}`),
    })),
    // Text that is not JSON: random, truncated, bytes that are not UTF-8.
    fc.tuple(fc.string({ unit: 'binary', maxLength: 300 }), contentType).map(([body, type]) => ({
      description: 'random text',
      contentType: type,
      body,
    })),
    fc.integer({ min: 0, max: 200 }).map((cut) => ({
      description: 'truncated JSON',
      contentType: 'application/json',
      body: JSON.stringify(base).slice(0, cut % JSON.stringify(base).length),
    })),
    fc
      .uint8Array({ maxLength: 400 })
      .map((bytes) => ({ description: 'random bytes', contentType: 'application/json', body: bytes })),
    // Empty bodies with and without a content type.
    contentType.map((type) => ({ description: 'empty body', contentType: type, body: '' })),
    contentType.map((type) => ({ description: 'no body', contentType: type })),
    // Form bodies and query strings (the unsubscribe route reads both).
    fc
      .tuple(fc.dictionary(fc.constantFrom(...KNOWN_FIELDS), text, { maxKeys: 4 }), contentType)
      .map(([fields, type]) => ({
        description: 'form fields',
        contentType: type,
        body: new URLSearchParams(fields).toString(),
      })),
    fc.tuple(text, text).map(([e, t]) => ({
      description: 'query parameters',
      contentType: 'application/x-www-form-urlencoded',
      query: new URLSearchParams({ e, t }).toString(),
      body: 'List-Unsubscribe=One-Click',
    })),
  )
}

/** Sends one fuzz request; resolves with the status, or the network error as text. */
export async function sendFuzz(baseURL: string, route: string, request: FuzzRequest): Promise<number | string> {
  const headers: Record<string, string> = {}
  if (request.contentType !== undefined) headers['Content-Type'] = request.contentType
  // Bytes, so fetch adds no content type of its own.
  const bytes = typeof request.body === 'string' ? new TextEncoder().encode(request.body) : request.body
  let body = bytes as BodyInit | undefined
  if (request.stream && bytes) {
    body = new ReadableStream({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 4096)
          controller.enqueue(bytes.slice(offset, offset + 4096))
        controller.close()
      },
    })
  }
  try {
    const response = await fetch(`${baseURL}${route}${request.query ? `?${request.query}` : ''}`, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
      ...(request.stream ? { duplex: 'half' } : {}),
    } as RequestInit)
    await response.arrayBuffer()
    return response.status
  } catch (error) {
    return String((error as Error).cause ?? error)
  }
}
