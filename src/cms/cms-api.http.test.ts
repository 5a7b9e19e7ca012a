import { expect, test, type APIRequestContext } from '@playwright/test'

import { cms, newBlog, staffHeaders } from '../../tests/support/http-api'

// The CMS API as staff: an id that is not one answers 404 like a missing document (src/cms/document-ids.ts), and a
// category still in use is refused (src/cms/hooks/refuse-delete-while-used.ts).

const NOT_FOUND = { errors: [{ message: 'Not Found' }] }

const send = async (request: APIRequestContext, method: 'GET' | 'PATCH' | 'DELETE' | 'POST', path: string) => {
  const response = await request.fetch(`/cms-api/${path}`, {
    method,
    headers: await staffHeaders(request),
    data: method === 'PATCH' || method === 'POST' ? { name: 'Renamed by a wrong id' } : undefined,
  })
  return { status: response.status(), body: await response.json().catch(() => undefined) }
}

test('an id that is not a number answers 404 as a missing document does, and changes nothing', async ({ request }) => {
  const [category] = (await cms(request).find('blog-categories', 'limit=1')).docs
  const calls: [Parameters<typeof send>[1], string][] = [
    ['GET', 'blogs/abc'],
    ['PATCH', 'blogs/abc'],
    ['DELETE', 'blogs/abc'],
    ['GET', 'blog-categories/abc'],
    ['GET', `blog-categories/${category.id}abc`],
    ['PATCH', `blog-categories/${category.id}abc`],
    ['DELETE', `blog-categories/${category.id}abc`],
    ['GET', 'blog-categories/1.5'],
    ['GET', 'blog-categories/99999999999'],
    ['POST', 'blog-categories/abc/duplicate'],
    ['GET', 'blogs/versions/abc'],
    ['GET', 'globals/site-settings/versions/abc'],
  ]
  for (const [method, path] of calls)
    expect(await send(request, method, path), `${method} ${path}`).toEqual({
      status: 404,
      body: NOT_FOUND,
    })
  expect(await send(request, 'GET', 'blog-categories/2147483647')).toEqual({ status: 404, body: NOT_FOUND })
  expect((await send(request, 'GET', `blog-categories/${category.id}`)).body.name).toBe(category.name)
})

test("the routes matched before a document's id still answer", async ({ request }) => {
  const headers = await staffHeaders(request)
  const csv = await request.get('/cms-api/enquiries/export.csv', { headers })
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/)
  expect((await request.get('/cms-api/users/me', { headers })).status()).toBe(200)
  expect((await send(request, 'GET', 'blogs/count')).body.totalDocs).toBeGreaterThan(0)
  expect((await send(request, 'GET', 'payload-preferences/some-key')).status).toBe(200)
})

test('a category that a blog still uses is refused with the count; once unused it is deleted', async ({ request }) => {
  const staff = cms(request)
  const category = await staff.create('blog-categories', { name: `In use ${Date.now()}`, order: 99 })
  const blog = await newBlog(request, `Uses ${category.name}`, { status: 'draft', categoryId: category.id })

  const refused = await send(request, 'DELETE', `blog-categories/${category.id}`)
  expect(refused.status).toBe(409)
  expect(refused.body.errors[0].message).toMatch(/^This category is still used by 1 blog, drafts included\./)
  expect((await send(request, 'GET', `blog-categories/${category.id}`)).status).toBe(200)

  await staff.remove('blogs', blog.id)
  await staff.remove('blog-categories', category.id)
})
