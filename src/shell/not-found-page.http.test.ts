import { expect, test } from '@playwright/test'

import { NOT_FOUND_META } from './not-found-status'

// docs/decisions/0116: every kind of address naming nothing answers 404 with the not-found page in the server's HTML,
// inside the site's own document, for GET and HEAD alike; the pages that exist keep their 200.

const NAMING_NOTHING = [
  '/no/such/page',
  '/404',
  '/blogs/no-such-blog',
  '/newsroom/no-such-news',
  '/blogs?page=999',
  '/blogs?category=999999',
  '/newsroom?page=0',
  '/testimonials?page=abc',
]

/** The document as a browser without JavaScript shows it: the scripts (and the data in them) taken out. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')

test('an address naming nothing is the not-found page, in the HTML itself, with HTTP 404', async ({ request }) => {
  for (const path of NAMING_NOTHING) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(404)
    expect(answer.headers()['content-type'], path).toMatch(/^text\/html/)
    const html = withoutScripts(await answer.text())
    expect(html, path).toMatch(/^<!DOCTYPE html><html lang="en-GB"/)
    expect(html, path).toMatch(/<h1[^>]*>Oops! page not found<\/h1>/)
    expect(html, path).toContain('Looks like you followed a bad link.')
    expect(html, path).toContain('<title>Page not found</title>')
    expect(html, path).toContain('<meta name="robots" content="noindex"/>')
    expect(html, path).toContain('<footer')
    expect((await request.head(path)).status(), `HEAD ${path}`).toBe(404)
  }
})

test('the pages that exist keep their 200, for GET and HEAD, and never carry the not-found mark', async ({
  request,
}) => {
  for (const path of ['/', '/blogs', '/newsroom', '/testimonials', '/contact']) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(200)
    expect(await answer.text(), path).not.toContain(`name="${NOT_FOUND_META.name}"`)
    expect((await request.head(path)).status(), `HEAD ${path}`).toBe(200)
  }
})
