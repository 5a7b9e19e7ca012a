import { readFile } from 'node:fs/promises'
import path from 'node:path'

export const dynamic = 'force-dynamic'

// No outside validator badge, no CDN: the reference works offline.
const INIT = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true, validatorUrl: null, tryItOutEnabled: false });
});
`

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
}

const cache = new Map<string, Buffer>()

async function asset(file: string): Promise<Buffer> {
  let body = cache.get(file)
  if (!body) {
    body = await readFile(path.join(process.cwd(), 'node_modules', 'swagger-ui-dist', file))
    cache.set(file, body)
  }
  return body
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const headers = { 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' }
  if (file === 'init.js')
    return new Response(INIT, { headers: { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' } })
  const type = ASSETS[file]
  if (!type) return new Response('Not found', { status: 404 })
  return new Response(new Uint8Array(await asset(file)), { headers: { ...headers, 'Content-Type': type } })
}
