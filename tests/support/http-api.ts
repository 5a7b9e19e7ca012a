import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { richText } from '../../src/seed/rich-text'

// Helpers for HTTP tests of the public API: call a §7 path, and arrange content as staff would
// through Payload's REST API at /cms-api.

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-password' }

/** Signs the page's browser in as the demo admin through the API, so its cookie opens the admin and the previews. */
export async function signInAsAdmin(page: Page) {
  expect((await page.request.post('/cms-api/users/login', { data: DEMO_ADMIN })).status()).toBe(200)
}

export type Answer<T = any> = { status: number; body: T; headers: Record<string, string> }

export async function call<T = any>(
  request: APIRequestContext,
  path: string,
  body?: unknown,
  method: 'POST' | 'GET' = 'POST',
): Promise<Answer<T>> {
  const response = method === 'POST' ? await request.post(path, { data: body }) : await request.get(path)
  const text = await response.text()
  return { status: response.status(), body: text ? JSON.parse(text) : undefined, headers: response.headers() }
}

/** The list of a list call, asserting the call succeeded. */
export async function list<T = any>(
  request: APIRequestContext,
  path: string,
  body: unknown,
): Promise<{ list: T[]; nextPageAvailable?: boolean }> {
  const answer = await call(request, path, body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.data
}

let token: string | undefined

export async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  if (!token) {
    const response = await request.post('/cms-api/users/login', { data: DEMO_ADMIN })
    expect(response.status()).toBe(200)
    token = ((await response.json()) as { token: string }).token
  }
  return { Authorization: `JWT ${token}` }
}

/** Staff actions through Payload's REST API. */
export function cms(request: APIRequestContext) {
  const send = async (method: 'post' | 'patch' | 'delete', url: string, data?: unknown) => {
    const response = await request[method](url, { headers: await staffHeaders(request), data })
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300)
    return (await response.json()) as any
  }
  return {
    create: async (collection: string, data: Record<string, unknown>, { draft = false } = {}) =>
      (await send('post', `/cms-api/${collection}${draft ? '?draft=true' : ''}`, data)).doc,
    /** `overrideLock`: as an admin who takes over a document another user has open in the admin. */
    update: async (collection: string, id: number, data: Record<string, unknown>, { overrideLock = false } = {}) =>
      (await send('patch', `/cms-api/${collection}/${id}${overrideLock ? '?overrideLock=true' : ''}`, data)).doc,
    remove: (collection: string, id: number) => send('delete', `/cms-api/${collection}/${id}`),
    find: async (collection: string, query = 'limit=0') => {
      const response = await request.get(`/cms-api/${collection}?depth=0&${query}`, {
        headers: await staffHeaders(request),
      })
      expect(response.status()).toBe(200)
      return (await response.json()) as { docs: any[]; totalDocs: number }
    },
  }
}

export const paragraphBody = (text: string) => richText([{ type: 'p', text }])

/** Creates a blog category and a blog in it; returns their ids and the blog's slug. */
export async function newBlog(
  request: APIRequestContext,
  title: string,
  {
    status = 'published',
    categoryId,
    date = '2026-11-20',
    imageId,
  }: { status?: 'draft' | 'published'; categoryId?: number; date?: string; imageId?: number } = {},
) {
  const staff = cms(request)
  const image = imageId ?? (await staff.find('media', 'limit=1')).docs[0].id
  const category = categoryId ?? (await staff.find('blog-categories', 'limit=1')).docs[0].id
  const blog = await staff.create(
    'blogs',
    {
      title,
      date,
      category,
      image,
      description: `${title}: the short text.`,
      body: paragraphBody(`${title} body.`),
      _status: status,
    },
    { draft: status === 'draft' },
  )
  return { id: blog.id as number, slug: blog.slug as string, category: category as number }
}
