import { expect, test, type APIRequestContext } from '@playwright/test'

import { redirects as demoRedirects } from '../seed/content/redirects'

// docs/decisions/0117: an address the site has no page for follows the redirect left there by staff, then goes to its
// lower-case form; only then is it the not-found page. These only read: the redirects staff make and a changed slug's
// are in tests/e2e/redirects.spec.ts, beside the other tests that change content.

/** The status and Location of an address asked for as a browser asks (through the page cache), not followed. */
async function answer(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0, headers: { Accept: 'text/html' } })
  return { status: response.status(), location: response.headers()['location'] }
}

test("the demo's old-site addresses lead permanently to their pages", async ({ request }) => {
  for (const { from, to } of demoRedirects)
    expect(await answer(request, from), from).toEqual({ status: 308, location: to })
  const landed = await request.get('/contact-us')
  expect(landed.status()).toBe(200)
  expect(landed.url()).toMatch(/\/contact$/)
})

test('an address in capitals goes to its lower-case form, query kept', async ({ request }) => {
  // A seeded blog: the HTTP tests leave the published blogs as they are, for the browser tests beside them.
  const [blog] = (await (await request.get('/cms-api/blogs?limit=1&depth=0')).json()).docs
  expect(await answer(request, '/Blogs?page=2')).toEqual({ status: 308, location: '/blogs?page=2' })
  expect(await answer(request, `/blogs/${blog.slug.toUpperCase()}`)).toEqual({
    status: 308,
    location: `/blogs/${blog.slug}`,
  })
  expect(await answer(request, '/STUDY-ABROAD')).toEqual({ status: 308, location: '/study-abroad' })
  expect((await answer(request, '/no-such-page')).status).toBe(404)
})
