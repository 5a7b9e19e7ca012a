import { expect, test } from '@playwright/test'

import { call, cms, list, newBlog } from '../../../../tests/support/http-api'

const BY_CATEGORY = '/api/Blog/GetBlogsByCategory'
const TRENDING = '/api/Blog/GetTrendingBlogList'
const CATEGORIES = '/api/Blog/GetCategoryDropDownList'
const DETAIL = '/api/Blog/GetBlogDetailsBySlugName'
const RELATED = '/api/Blog/GetExploredBlogList'

const LIST_ITEM_KEYS = ['blogCategory', 'date', 'description', 'id', 'image', 'slug', 'title']

const newestFirst = (dates: string[]) => expect(dates).toEqual([...dates].sort().reverse())

test('blogs by category: every published blog, newest first, in the spec’s list-item shape', async ({ request }) => {
  const published = (await cms(request).find('blogs', 'limit=0&where[_status][equals]=published')).totalDocs
  const { list: items, nextPageAvailable } = await list(request, BY_CATEGORY, {
    categoryId: 0,
    pageIndex: 1,
    pageSize: 9999,
  })
  expect(items).toHaveLength(Math.min(published, 100))
  expect(nextPageAvailable).toBe(published > 100)
  for (const item of items) {
    expect(Object.keys(item).sort()).toEqual(LIST_ITEM_KEYS)
    expect(item.image).toMatch(/^images\/[^/]+\.(webp|png|jpe?g)$/)
    expect(typeof item.blogCategory).toBe('string')
  }
  newestFirst(items.map((item: { date: string }) => item.date))
})

test('blogs by category: pages at the edges', async ({ request }) => {
  const all = (await list(request, BY_CATEGORY, { categoryId: 0, pageIndex: 1, pageSize: 100 })).list
  const total = all.length

  const onePage = await list(request, BY_CATEGORY, { categoryId: 0, pageIndex: 1, pageSize: total })
  expect(onePage.list).toHaveLength(total)
  expect(onePage.nextPageAvailable).toBe(false)

  const short = await list(request, BY_CATEGORY, { categoryId: 0, pageIndex: 1, pageSize: total - 1 })
  expect(short.nextPageAvailable).toBe(true)
  const last = await list(request, BY_CATEGORY, { categoryId: 0, pageIndex: 2, pageSize: total - 1 })
  expect(last.list.map((item: { id: number }) => item.id)).toEqual([all[total - 1].id])
  expect(last.nextPageAvailable).toBe(false)

  const beyond = await list(request, BY_CATEGORY, { categoryId: 0, pageIndex: 3, pageSize: total - 1 })
  expect(beyond).toEqual({ list: [], nextPageAvailable: false })

  const twelve = await list(request, BY_CATEGORY, { categoryId: 0, pageIndex: 2, pageSize: 12 })
  expect(twelve.list.map((item: { id: number }) => item.id)).toEqual(
    all.slice(12, 24).map((item: { id: number }) => item.id),
  )
})

test('blogs by category: the filter, and an empty category', async ({ request }) => {
  const categories = (await call(request, CATEGORIES, undefined, 'GET')).body.data as { id: number; name: string }[]
  const [first] = categories
  const inFirst = await list(request, BY_CATEGORY, { categoryId: first!.id, pageIndex: 1, pageSize: 100 })
  expect(inFirst.list.length).toBeGreaterThan(0)
  for (const item of inFirst.list) expect(item.blogCategory).toBe(first!.name)

  const empty = await cms(request).create('blog-categories', { name: `Empty ${Date.now()}`, order: 99 })
  expect(await list(request, BY_CATEGORY, { categoryId: empty.id, pageIndex: 1, pageSize: 12 })).toEqual({
    list: [],
    nextPageAvailable: false,
  })
  expect(await list(request, BY_CATEGORY, { categoryId: 999_999, pageIndex: 1, pageSize: 12 })).toEqual({
    list: [],
    nextPageAvailable: false,
  })
  await cms(request).remove('blog-categories', empty.id)
})

test('category list: a GET answering a bare array of { id, name }, whatever header is sent', async ({ request }) => {
  const response = await request.get(CATEGORIES, { headers: { 'X-Api-Key': 'anything', Authorization: 'Bearer x' } })
  expect(response.status()).toBe(200)
  const { data } = await response.json()
  expect(Array.isArray(data)).toBe(true)
  expect(data.length).toBeGreaterThanOrEqual(5)
  for (const category of data) expect(Object.keys(category).sort()).toEqual(['id', 'name'])
  expect((await request.post(CATEGORIES, { data: {} })).status()).toBe(405)
})

test('trending: only blogs flagged trending, newest first', async ({ request }) => {
  const flagged = await cms(request).find(
    'blogs',
    'limit=0&where[_status][equals]=published&where[trending][equals]=true',
  )
  const { list: items } = await list(request, TRENDING, { pageIndex: 1, pageSize: 9999 })
  expect(items.length).toBe(flagged.totalDocs)
  expect(items.length).toBeGreaterThan(0)
  newestFirst(items.map((item: { date: string }) => item.date))
})

test('detail: the published blog with sanitised HTML, SEO fields and /images sources', async ({ request }) => {
  const [first] = (await list(request, BY_CATEGORY, { categoryId: 0, pageIndex: 1, pageSize: 1 })).list
  const answer = await call(request, DETAIL, { slugName: first.slug })
  expect(answer.status).toBe(200)
  expect(answer.body.data).toHaveLength(1)
  const blog = answer.body.data[0]
  expect(Object.keys(blog).sort()).toEqual(['blogCategory', 'date', 'description', 'id', 'image', 'seo', 'title'])
  expect(Object.keys(blog.seo).sort()).toEqual(['metaDescription', 'metaKeywords', 'metaTitle'])
  expect(blog).toMatchObject({ id: first.id, title: first.title, blogCategory: first.blogCategory, date: first.date })
  expect(blog.description).toMatch(/<h2>/)
  expect(blog.description).toMatch(/<img [^>]*src="\/images\/[^"]+"/)
  expect(blog.description).not.toMatch(/<script|onerror=|javascript:/i)
})

test('detail: unknown slugs answer 404 with an empty array', async ({ request }) => {
  const answer = await call(request, DETAIL, { slugName: 'no-such-blog-anywhere' })
  expect(answer).toMatchObject({ status: 404, body: { data: [] } })
})

test('drafts are never returned, and publishing or unpublishing shows in the very next answer', async ({ request }) => {
  const title = `Draft visa checklist ${Date.now()}`
  const draft = await newBlog(request, title, { status: 'draft', date: '2030-01-01' })
  const newest = async () => (await list(request, BY_CATEGORY, { categoryId: 0, pageIndex: 1, pageSize: 1 })).list[0]

  expect((await newest()).title).not.toBe(title)
  expect((await call(request, DETAIL, { slugName: draft.slug })).status).toBe(404)

  await cms(request).update('blogs', draft.id, { _status: 'published' })
  expect((await newest()).title).toBe(title)
  expect((await call(request, DETAIL, { slugName: draft.slug })).status).toBe(200)

  await cms(request).update('blogs', draft.id, { title: `${title} (edited)` })
  expect((await newest()).title).toBe(`${title} (edited)`)

  await cms(request).update('blogs', draft.id, { _status: 'draft' })
  expect((await newest()).title).not.toContain(title)
  expect((await call(request, DETAIL, { slugName: draft.slug })).status).toBe(404)
  await cms(request).remove('blogs', draft.id)
})

test('related blogs: never the blog itself, its category first, then newest', async ({ request }) => {
  const [blog] = (await list(request, BY_CATEGORY, { categoryId: 0, pageIndex: 1, pageSize: 1 })).list
  const { list: related } = await list(request, RELATED, { blogId: blog.id, pageIndex: 1, pageSize: 100 })
  const total = (await list(request, BY_CATEGORY, { categoryId: 0, pageIndex: 1, pageSize: 100 })).list.length
  expect(related).toHaveLength(total - 1)
  expect(related.map((item: { id: number }) => item.id)).not.toContain(blog.id)
  const sameCategory = related.findLastIndex(
    (item: { blogCategory: string }) => item.blogCategory === blog.blogCategory,
  )
  const firstOther = related.findIndex((item: { blogCategory: string }) => item.blogCategory !== blog.blogCategory)
  expect(sameCategory).toBeGreaterThanOrEqual(0)
  expect(sameCategory).toBeLessThan(firstOther)
  newestFirst(related.slice(0, sameCategory + 1).map((item: { date: string }) => item.date))
  newestFirst(related.slice(firstOther).map((item: { date: string }) => item.date))

  const firstPage = await list(request, RELATED, { blogId: blog.id, pageIndex: 1, pageSize: 10 })
  expect(firstPage.list.map((item: { id: number }) => item.id)).toEqual(
    related.slice(0, 10).map((item: { id: number }) => item.id),
  )
  expect(await list(request, RELATED, { blogId: 999_999, pageIndex: 1, pageSize: 10 })).toEqual({ list: [] })
})
