import { expect, test } from '@playwright/test'

import { call, cms, list, paragraphBody } from '../../../../tests/support/http-api'

const LIST = '/api/Newsroom/GetNewsList'
const DETAIL = '/api/Newsroom/GetNewsBYSlugName'
const RELATED = '/api/Newsroom/GetExploredNewsList'

const newestFirst = (dates: string[]) => expect(dates).toEqual([...dates].sort().reverse())
const ids = (items: { id: number }[]) => items.map((item) => item.id)

test('news list: published news, newest first, in the spec’s shape, paged at the edges', async ({ request }) => {
  const published = (await cms(request).find('news', 'limit=0&where[_status][equals]=published')).totalDocs
  const all = await list(request, LIST, { pageIndex: 1, pageSize: 100 })
  expect(all.list).toHaveLength(published)
  expect(all.nextPageAvailable).toBe(false)
  for (const item of all.list) {
    expect(Object.keys(item).sort()).toEqual(['date', 'id', 'image', 'shortDescription', 'slug', 'title'])
    expect(item.image).toMatch(/^images\/[^/]+\.(webp|png|jpe?g)$/)
  }
  newestFirst(all.list.map((item: { date: string }) => item.date))

  const total = all.list.length
  expect((await list(request, LIST, { pageIndex: 1, pageSize: total })).nextPageAvailable).toBe(false)
  expect((await list(request, LIST, { pageIndex: 1, pageSize: total - 1 })).nextPageAvailable).toBe(true)
  const last = await list(request, LIST, { pageIndex: 2, pageSize: total - 1 })
  expect(ids(last.list)).toEqual([all.list[total - 1].id])
  expect(last.nextPageAvailable).toBe(false)
  expect(await list(request, LIST, { pageIndex: 5, pageSize: total })).toEqual({ list: [], nextPageAvailable: false })
  expect(ids((await list(request, LIST, { pageIndex: 2, pageSize: 12 })).list)).toEqual(ids(all.list.slice(12, 24)))
})

test('news detail: the published item as sanitised HTML, 404 for unknown and draft slugs', async ({ request }) => {
  const [first] = (await list(request, LIST, { pageIndex: 1, pageSize: 1 })).list
  const answer = await call(request, DETAIL, { slugName: first.slug })
  expect(answer.status).toBe(200)
  const item = answer.body.data[0]
  expect(Object.keys(item).sort()).toEqual(['date', 'description', 'id', 'image', 'seo', 'title'])
  expect(item).toMatchObject({ id: first.id, title: first.title, date: first.date })
  expect(item.description).toMatch(/<img [^>]*src="\/images\//)
  expect(item.description).not.toMatch(/<script/i)

  expect(await call(request, DETAIL, { slugName: 'no-such-news' })).toMatchObject({ status: 404, body: { data: [] } })

  const staff = cms(request)
  const image = (await staff.find('media', 'limit=1')).docs[0].id
  const draft = await staff.create(
    'news',
    {
      title: `Draft newsroom item ${Date.now()}`,
      date: '2030-02-01',
      image,
      shortDescription: 'Not yet.',
      body: paragraphBody('Not yet.'),
      _status: 'draft',
    },
    { draft: true },
  )
  expect((await call(request, DETAIL, { slugName: draft.slug })).status).toBe(404)
  expect(ids((await list(request, LIST, { pageIndex: 1, pageSize: 100 })).list)).not.toContain(draft.id)
  await staff.update('news', draft.id, { _status: 'published' })
  expect((await list(request, LIST, { pageIndex: 1, pageSize: 1 })).list[0].id).toBe(draft.id)
  await staff.remove('news', draft.id)
  expect((await call(request, DETAIL, { slugName: draft.slug })).status).toBe(404)
})

test('related news: newest first, never the item itself', async ({ request }) => {
  const all = (await list(request, LIST, { pageIndex: 1, pageSize: 100 })).list
  const item = all[3]
  const related = await list(request, RELATED, { newsId: item.id, pageIndex: 1, pageSize: 10 })
  expect(Object.keys(related)).toEqual(['list'])
  expect(ids(related.list)).toEqual(ids(all.filter((other: { id: number }) => other.id !== item.id).slice(0, 10)))
  expect(await list(request, RELATED, { newsId: 999_999, pageIndex: 1, pageSize: 10 })).toEqual({ list: [] })
})
