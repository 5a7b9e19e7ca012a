import { expect, test, type APIRequestContext } from '@playwright/test'

import { cms, newBlog } from '../../tests/support/http-api'
import { redirects as demoRedirects } from '../seed/content/redirects'

// docs/decisions/0117: an address the site has no page for follows the redirect left there (by staff, or by a slug
// that changed), then goes to its lower-case form; only then is it the not-found page.

const unique = () => Math.random().toString(36).slice(2, 8)

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

test('a blog published under a new slug is found at its old address, and an old link lands on it', async ({
  request,
}) => {
  const blog = await newBlog(request, `Scholarships in Ireland ${unique()}`)
  const staff = cms(request)
  const renamed = await staff.update('blogs', blog.id, {
    slug: `ireland-scholarships-${unique()}`,
    _status: 'published',
  })
  expect(await answer(request, `/blogs/${blog.slug}`)).toEqual({ status: 308, location: `/blogs/${renamed.slug}` })
  const landed = await request.get(`/blogs/${blog.slug}`)
  expect(landed.status()).toBe(200)
  expect(await landed.text()).toContain(`<h1`)
  expect(landed.url()).toMatch(new RegExp(`/blogs/${renamed.slug}$`))
})

test("staff redirects: temporary or elsewhere as set, never over a page of the site's own", async ({ request }) => {
  const staff = cms(request)
  const tag = unique()
  const temporary = await staff.create('redirects', { from: `/spring-fair-${tag}`, to: '/newsroom', permanent: false })
  const away = await staff.create('redirects', { from: `/apply-${tag}/`, to: 'https://portal.example.com/apply' })
  const overPage = await staff.create('redirects', { from: '/about', to: '/contact' })
  try {
    expect(await answer(request, `/spring-fair-${tag}`)).toEqual({ status: 307, location: '/newsroom' })
    expect(await answer(request, `/apply-${tag}`)).toEqual({
      status: 308,
      location: 'https://portal.example.com/apply',
    })
    expect((await answer(request, '/about')).status).toBe(200)
    // Removed, the address is the not-found page again at once.
    await staff.remove('redirects', temporary.id)
    expect((await answer(request, `/spring-fair-${tag}`)).status).toBe(404)
  } finally {
    for (const redirect of [away, overPage]) await staff.remove('redirects', redirect.id)
  }
})

test('an address in capitals goes to its lower-case form, query kept', async ({ request }) => {
  const blog = await newBlog(request, `Studying in Dublin ${unique()}`)
  expect(await answer(request, '/Blogs?page=2')).toEqual({ status: 308, location: '/blogs?page=2' })
  expect(await answer(request, `/blogs/${blog.slug.toUpperCase()}`)).toEqual({
    status: 308,
    location: `/blogs/${blog.slug}`,
  })
  expect(await answer(request, '/STUDY-ABROAD')).toEqual({ status: 308, location: '/study-abroad' })
  expect((await answer(request, '/no-such-page')).status).toBe(404)
})
