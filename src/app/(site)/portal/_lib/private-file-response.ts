import { PORTAL_ROBOTS } from '@/config/portal-path'

/**
 * A file name as a header may carry it: the ASCII fallback (quotes, separators and control characters replaced) and
 * the exact name in RFC 5987's encoding, which browsers prefer.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\/;]/g, '_').slice(0, 150) || 'document'
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/**
 * The headers of a private file (decision 0189): never kept by a shared cache, never sniffed into another type, never
 * indexed; an inline preview may be framed by the site's own pages (the admin's review) only, and an image is
 * sandboxed so it can run nothing. PDFs are not sandboxed: the browser's PDF viewer refuses a sandboxed document.
 */
export function privateFileHeaders(contentType: string, disposition: string, bytes: number): Headers {
  const sandbox = contentType.startsWith('image/') ? 'sandbox; ' : ''
  return new Headers({
    'Content-Type': contentType,
    'Content-Length': String(bytes),
    'Content-Disposition': disposition,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Robots-Tag': PORTAL_ROBOTS,
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Content-Security-Policy': `${sandbox}default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'`,
  })
}

/** The answer to a file the reader may not have, or that does not exist: the same 404 either way. */
export const noSuchFile = () =>
  new Response('Not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': PORTAL_ROBOTS,
    },
  })
