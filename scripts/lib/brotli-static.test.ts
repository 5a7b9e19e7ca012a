import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listenLocally } from '../../tests/support/local-server'
import { brotliStatic } from './brotli-static'
import { precompressStatic } from './precompress-static'

const SCRIPT = `console.log(${JSON.stringify('a script long enough to be worth compressing '.repeat(60))})`
const STYLES = `.card { color: rebeccapurple; }\n`.repeat(80)
const TINY = 'x()'

let root: string
let server: Server
let base: string

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'brotli-static-'))
  mkdirSync(path.join(root, 'chunks'))
  writeFileSync(path.join(root, 'chunks', 'app.js'), SCRIPT)
  writeFileSync(path.join(root, 'chunks', 'site.css'), STYLES)
  writeFileSync(path.join(root, 'chunks', 'tiny.js'), TINY)
  writeFileSync(path.join(root, 'chunks', 'font.woff2'), 'not text')
  await precompressStatic(root)
  const serve = brotliStatic(root, { 'X-Content-Type-Options': 'nosniff' })
  server = createServer((req, res) => {
    if (serve(req, res)) return
    res.writeHead(404, { 'X-Handled-By': 'next' }).end()
  })
  base = await listenLocally(server)
})

afterAll(() => {
  server.close()
  rmSync(root, { recursive: true, force: true })
})

/** A raw GET or HEAD: the body as sent, not decoded. */
function get(pathname: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request(
      `${base}${pathname}`,
      { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('the build’s scripts and stylesheets in Brotli', () => {
  it('sends a script’s Brotli copy to a browser that accepts Brotli, with the given and the caching headers', async () => {
    const response = await get('/_next/static/chunks/app.js?v=1', 'gzip, deflate, br, zstd')
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['vary']).toBe('Accept-Encoding')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(Number(response.headers['content-length'])).toBe(response.body.length)
    expect(response.body.length).toBeLessThan(SCRIPT.length / 5)
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT)
  })

  it('sends a stylesheet the same way, and a HEAD request the headers only', async () => {
    const css = await get('/_next/static/chunks/site.css', 'br')
    expect(css.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(brotliDecompressSync(css.body).toString()).toBe(STYLES)
    const head = await get('/_next/static/chunks/site.css', 'br', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(Number(head.headers['content-length'])).toBe(css.body.length)
  })

  it('leaves to Next a client without Brotli, one that refuses it, a file without a copy and any other address', async () => {
    for (const [pathname, encoding] of [
      ['/_next/static/chunks/app.js', 'gzip, deflate'],
      ['/_next/static/chunks/app.js', undefined],
      ['/_next/static/chunks/app.js', 'br;q=0, gzip'],
      ['/_next/static/chunks/tiny.js', 'br'],
      ['/_next/static/chunks/font.woff2', 'br'],
      ['/_next/static/chunks/missing.js', 'br'],
      ['/_next/static/chunks/%E0%A4%A.js', 'br'],
      ['/_next/static/chunks/..%2F..%2Fchunks%2Fapp.js', 'br'],
      ['/chunks/app.js', 'br'],
    ] as const) {
      const response = await get(pathname, encoding)
      expect(response.headers['x-handled-by'], `${pathname} ${encoding}`).toBe('next')
    }
  })
})
