import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { MONACO_VERSION } from './monaco-path'

const ROOT = path.join(process.cwd(), 'node_modules', 'monaco-editor', 'min', 'vs')
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

/** The file under monaco-editor's min/vs that `segments` name: plain names only, scripts and styles only. */
export function monacoFile(version: string, segments: string[]): { file: string; type: string } | null {
  if (version !== MONACO_VERSION || segments.length === 0) return null
  if (!segments.every((segment) => /^\w[\w.-]*$/.test(segment))) return null
  const type = TYPES[path.extname(segments.at(-1)!)]
  return type ? { file: path.join(ROOT, ...segments), type } : null
}

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/** Answers one of Monaco's files; the path names the version, so a browser may keep it for a year. */
export async function serveMonacoFile(version: string, segments: string[], request: Request): Promise<Response> {
  const found = monacoFile(version, segments)
  const stats = found && (await stat(found.file).catch(() => null))
  if (!found || !stats?.isFile()) return notFound()
  const headers = {
    'Content-Type': found.type,
    'Content-Length': String(stats.size),
    'Cache-Control': 'public, max-age=31536000, immutable',
  }
  const body = request.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(found.file)) as ReadableStream)
  return new Response(body, { headers })
}
