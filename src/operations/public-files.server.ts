import path from 'node:path'

import { findUpload, type UploadFolder } from '@/database/upload-storage.server'
import { isCurrentTag } from '@/response-cache/response-cache.server'

const TYPES = {
  media: {
    '.webp': 'image/webp',
    '.avif': 'image/avif',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.gif': 'image/gif',
  },
  documents: { '.pdf': 'application/pdf' },
} as const satisfies Record<UploadFolder, Record<string, string>>

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/**
 * Serves an uploaded file straight from where uploads are kept, the uploads folder or the bucket (docs/decisions/0004,
 * 0141): only plain file names
 * of the folder's own types, a 404 for anything missing, and conditional requests answered with 304.
 */
export async function servePublicFile(folder: UploadFolder, requested: string, request: Request): Promise<Response> {
  const file = safeDecode(requested)
  if (!file || !/^[\w][\w.-]*$/.test(file)) return notFound()
  const type = (TYPES[folder] as Record<string, string>)[path.extname(file).toLowerCase()]
  if (!type) return notFound()

  const stored = await findUpload(folder, file)
  if (!stored) return notFound()

  const etag = `W/"${stored.size.toString(16)}-${Math.floor(stored.modified.getTime()).toString(16)}"`
  const headers = {
    'Content-Type': type,
    ETag: etag,
    'Last-Modified': stored.modified.toUTCString(),
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    'X-Content-Type-Options': 'nosniff',
    ...(folder === 'documents' ? { 'Content-Disposition': `inline; filename="${file}"` } : {}),
  }
  if (isCurrentTag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
  const body = request.method === 'HEAD' ? null : await stored.open()
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Length': String(stored.size) } })
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}
