import { siteBrand } from '@/content/site-settings.server'
import { escapeHtml } from '@/security/escape-html'

// Not static: its title is the consultancy's name in the site settings.
export const dynamic = 'force-dynamic'

const page = (consultancy: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>API reference · ${escapeHtml(consultancy)}</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <main id="reference"></main>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/init.js"></script>
  </body>
</html>
`

/** A readable reference of /api/openapi.json, from Swagger UI's npm assets; nothing loads from elsewhere. */
export async function GET() {
  const { name } = await siteBrand()
  return new Response(page(name), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
