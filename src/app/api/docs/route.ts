export const dynamic = 'force-static'

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>API reference · Brighter Bridge Education</title>
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
export function GET() {
  return new Response(PAGE, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
