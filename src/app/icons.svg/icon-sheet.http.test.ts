import { expect, test } from '@playwright/test'

// docs/decisions/0142-icon-sheet.md: every page refers to its icons in one sheet, kept by browsers for a year.
test('the icon sheet every page refers to is served as SVG, kept a year, and has each symbol a page names', async ({
  request,
}) => {
  const page = await (await request.get('/', { headers: { accept: 'text/html' } })).text()
  const references = [...page.matchAll(/<use href="(\/icons\.svg\?v=[^"#]+)#([^"]+)"/g)]
  expect(references.length).toBeGreaterThan(10)
  expect(new Set(references.map(([, address]) => address)).size).toBe(1)
  const sheet = await request.get(references[0]![1]!)
  expect(sheet.status()).toBe(200)
  expect(sheet.headers()['content-type']).toBe('image/svg+xml; charset=utf-8')
  expect(sheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const body = await sheet.text()
  for (const [, , id] of references) expect(body, id).toContain(`<symbol id="${id}" `)
  const again = await request.get(references[0]![1]!, { headers: { 'if-none-match': sheet.headers()['etag']! } })
  expect(again.status()).toBe(304)
})
