import { isCurrentTag } from '@/response-cache/response-cache.server'
import { ICON_SHEET } from '@/ui/icon-sheet.server'

// The icon sheet (docs/decisions/0142-icon-sheet.md): pages refer to its symbols with a versioned address, so a
// browser keeps it for a year; a new drawing comes with a new version in the pages' references.
const HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  ETag: ICON_SHEET.etag,
}

export function GET(request: Request): Response {
  if (isCurrentTag(request.headers.get('if-none-match'), ICON_SHEET.etag))
    return new Response(null, { status: 304, headers: HEADERS })
  return new Response(ICON_SHEET.body, { headers: HEADERS })
}
