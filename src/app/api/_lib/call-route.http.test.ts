import { expect, test } from '@playwright/test'
import fc from 'fast-check'

import { CALLS, type Call } from '../../../contract/calls'
import { call } from '../../../../tests/support/http-api'

// What every read call of §7 does with bad input, other methods and other origins.

const READ_CALLS = Object.values(CALLS as Record<string, Call>).filter((entry) => entry.tag !== 'Leads')
const POST_CALLS = READ_CALLS.filter((entry) => entry.method === 'POST')

const validBody = (entry: Call): Record<string, unknown> => {
  const body: Record<string, unknown> = { pageIndex: 1, pageSize: 12 }
  if (entry.path.endsWith('SlugName')) return { slugName: 'any-slug' }
  if (entry.path.endsWith('GetBlogsByCategory')) body.categoryId = 0
  if (entry.path.endsWith('GetExploredBlogList')) body.blogId = 1
  if (entry.path.endsWith('GetExploredNewsList')) body.newsId = 1
  return body
}

const expectError = (answer: { status: number; body: any }, status: number) => {
  expect(answer.status).toBe(status)
  expect(typeof answer.body.error.message).toBe('string')
}

test('paged calls answer 400 naming the field for wrong types, pageIndex or pageSize below 1', async ({ request }) => {
  for (const entry of POST_CALLS.filter((candidate) => 'pageIndex' in validBody(candidate))) {
    for (const [field, value] of [
      ['pageIndex', '1'],
      ['pageIndex', 0],
      ['pageIndex', 1.5],
      ['pageSize', 0],
      ['pageSize', -3],
      ['pageSize', null],
    ] as const) {
      const answer = await call(request, entry.path, { ...validBody(entry), [field]: value })
      expectError(answer, 400)
      expect(Object.keys(answer.body.error.fields), `${entry.path} ${field}=${value}`).toEqual([field])
    }
    expectError(await call(request, entry.path, {}), 400)
  }
})

test('slug, category and related-item fields are checked too', async ({ request }) => {
  expect((await call(request, CALLS.blogBySlug.path, { slugName: 42 })).body.error.fields).toHaveProperty('slugName')
  expect((await call(request, CALLS.newsBySlug.path, { slugName: '   ' })).body.error.fields).toHaveProperty('slugName')
  expect(
    (await call(request, CALLS.blogsByCategory.path, { categoryId: -1, pageIndex: 1, pageSize: 12 })).body.error.fields,
  ).toHaveProperty('categoryId')
  expect(
    (await call(request, CALLS.relatedBlogs.path, { blogId: 'x', pageIndex: 1, pageSize: 10 })).body.error.fields,
  ).toHaveProperty('blogId')
  expect(
    (await call(request, CALLS.relatedNews.path, { pageIndex: 1, pageSize: 10 })).body.error.fields,
  ).toHaveProperty('newsId')
})

test('a body that is not JSON, or over 16 KB, answers 400', async ({ request }) => {
  for (const entry of POST_CALLS) {
    const notJson = await request.post(entry.path, {
      headers: { 'Content-Type': 'application/json' },
      data: Buffer.from('{"pageIndex": 1,'),
    })
    expect(notJson.status()).toBe(400)
    expect((await notJson.json()).error.message).toBe('The request body must be JSON.')

    const huge = await request.post(entry.path, { data: { ...validBody(entry), padding: 'x'.repeat(17 * 1024) } })
    expect(huge.status()).toBe(400)
    expect((await huge.json()).error.message).toMatch(/larger than 16 KB/)
  }
})

test('a wrong method answers 405 with Allow', async ({ request }) => {
  for (const entry of READ_CALLS) {
    const wrong = entry.method === 'POST' ? await request.get(entry.path) : await request.delete(entry.path)
    expect(wrong.status(), entry.path).toBe(405)
    expect(wrong.headers()['allow']).toBe(`${entry.method}, OPTIONS`)
    expect((await wrong.json()).error.message).toContain(entry.method)
    expect((await request.put(entry.path, { data: {} })).status()).toBe(405)
  }
})

test('list answers may be cached briefly, with stale-while-revalidate; 4xx answers are not cached', async ({
  request,
}) => {
  const ok = await call(request, CALLS.newsList.path, { pageIndex: 1, pageSize: 12 })
  expect(ok.headers['cache-control']).toMatch(/max-age=\d+.*stale-while-revalidate=\d+/)
  const bad = await call(request, CALLS.newsList.path, { pageIndex: 0, pageSize: 12 })
  expect(bad.headers['cache-control']).toBe('no-store')
})

test('CORS: allowed origins get their preflight answered and the header on answers; others do not', async ({
  request,
}) => {
  const allowed = 'https://app.brighterbridge.example'
  const preflight = await request.fetch(CALLS.blogCategories.path, {
    method: 'OPTIONS',
    headers: { Origin: allowed, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-api-key' },
  })
  expect(preflight.status()).toBe(204)
  expect(preflight.headers()).toMatchObject({
    'access-control-allow-origin': allowed,
    'access-control-allow-methods': 'GET, OPTIONS',
    'access-control-allow-headers': 'x-api-key',
  })
  const answer = await request.post(CALLS.announcements.path, {
    headers: { Origin: allowed },
    data: { pageIndex: 1, pageSize: 2 },
  })
  expect(answer.headers()['access-control-allow-origin']).toBe(allowed)

  const stranger = await request.fetch(CALLS.announcements.path, {
    method: 'OPTIONS',
    headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
  })
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined()
  const strangerAnswer = await request.post(CALLS.announcements.path, {
    headers: { Origin: 'https://evil.example' },
    data: { pageIndex: 1, pageSize: 2 },
  })
  expect(strangerAnswer.headers()['access-control-allow-origin']).toBeUndefined()
})

test('random and malformed bodies never cause a server error', async ({ request }) => {
  const bodies = fc.oneof(
    fc.json().map((text) => ({ raw: text })),
    fc.string({ maxLength: 200 }).map((text) => ({ raw: text })),
    fc
      .record(
        {
          pageIndex: fc.anything(),
          pageSize: fc.anything(),
          categoryId: fc.anything(),
          blogId: fc.anything(),
          newsId: fc.anything(),
          slugName: fc.anything(),
        },
        { requiredKeys: [] },
      )
      .map((value) => ({ raw: JSON.stringify(value) ?? 'null' })),
    fc
      .record({
        pageIndex: fc.integer(),
        pageSize: fc.integer(),
        categoryId: fc.integer(),
        blogId: fc.integer(),
        newsId: fc.integer(),
        slugName: fc.string(),
      })
      .map((value) => ({ raw: JSON.stringify(value) })),
  )
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...READ_CALLS), bodies, async (entry, { raw }) => {
      const response = await request.fetch(entry.path, {
        method: entry.method,
        headers: { 'Content-Type': 'application/json' },
        data: entry.method === 'GET' ? undefined : Buffer.from(raw),
      })
      return response.status() < 500
    }),
    { numRuns: 300 },
  )
})

test('the OpenAPI document and its reference page are served offline', async ({ page, request }) => {
  const document = await request.get('/api/openapi.json')
  expect(document.status()).toBe(200)
  const body = await document.json()
  expect(body.openapi).toBe('3.1.0')
  // The sixteen calls of docs/product.md §7, the two booking calls (decision 0129), the search (decision 0137), the
  // Web Vitals beacon (decision 0183) and the two event calls (decision 0174).
  expect(Object.keys(body.paths)).toHaveLength(22)
  expect(body.paths['/api/events/{slug}/registrations']?.post?.operationId).toBe('registerForEvent')
  expect(body.paths['/api/vitals']?.post?.operationId).toBe('countWebVitals')
  expect(body.paths['/api/bookings']?.post?.operationId).toBe('book')
  expect(body.paths['/api/search']?.get?.operationId).toBe('search')

  const outside: string[] = []
  page.on('request', (sent) => {
    if (!new URL(sent.url()).hostname.match(/^(127\.0\.0\.1|localhost)$/)) outside.push(sent.url())
  })
  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { name: /Brighter Bridge Education public API/ })).toBeVisible()
  await expect(page.getByText('/api/Newsroom/GetNewsBYSlugName')).toBeVisible()
  expect(outside).toEqual([])
})
