// Serves the build's precompressed scripts and stylesheets (scripts/lib/precompress-static.ts) to browsers that
// accept Brotli. Everything else, and every file without a copy, goes on to Next (docs/decisions/0101).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import Negotiator from 'negotiator'

import { PRECOMPRESSED } from './precompress-static'

const URL_PREFIX = '/_next/static/'
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
}
// As Next serves the build's hashed files: their names change whenever their content does.
const CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** The files under `root` that have a Brotli copy, by their path below it with '/' between folders. */
function copiesUnder(root: string): Set<string> {
  if (!existsSync(root)) return new Set()
  return new Set(
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.br') && PRECOMPRESSED.test(name.slice(0, -3)))
      .map((name) => name.slice(0, -3).split(path.sep).join('/')),
  )
}

const acceptsBrotli = (request: IncomingMessage) => new Negotiator(request).encoding(['br']) === 'br'

/**
 * A handler that answers `/_next/static/…` with the file's Brotli copy when the request accepts Brotli and the
 * copy exists, and returns false for every other request. Copies are listed once, when the handler is made (the
 * build does not change under a running server), and read into memory on first use.
 */
export function brotliStatic(root: string, headers: Readonly<Record<string, string>>) {
  const copies = copiesUnder(root)
  const loaded = new Map<string, Buffer>()

  return function serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    const pathname = (request.url ?? '').split('?')[0]!
    if (!pathname.startsWith(URL_PREFIX)) return false
    let name: string
    try {
      name = decodeURIComponent(pathname.slice(URL_PREFIX.length))
    } catch {
      return false
    }
    // Only names listed from the build directory match, so no address can reach outside it.
    if (!copies.has(name) || !acceptsBrotli(request)) return false
    let body = loaded.get(name)
    if (!body) {
      body = readFileSync(path.join(root, `${name}.br`))
      loaded.set(name, body)
    }
    response.writeHead(200, {
      ...headers,
      'Content-Type': CONTENT_TYPES[path.extname(name)]!,
      'Content-Encoding': 'br',
      'Content-Length': body.length,
      'Cache-Control': CACHE_CONTROL,
      Vary: 'Accept-Encoding',
    })
    response.end(request.method === 'HEAD' ? undefined : body)
    return true
  }
}
