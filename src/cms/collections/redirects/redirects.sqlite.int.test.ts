import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { richText } from '@/seed/rich-text'

import { newCategory, newImage } from '../../../../tests/support/content-fixtures'
import { migratedPayload } from '../../../../tests/support/payload'
import { FROM_MESSAGES, TO_MESSAGES } from './redirect-address'

const body = richText([{ type: 'p', text: 'Body' }])
/** Payload's refusal of a save, with the message the admin shows on the field. */
const refusal = (path: string, message: string) => ({
  data: { errors: [expect.objectContaining({ path, message })] },
})

describe('redirects', () => {
  let payload: Payload
  let category: number
  let image: number

  beforeAll(async () => {
    payload = await migratedPayload()
    category = await newCategory(payload, 'Moves')
    image = await newImage(payload, 'moves.png')
  })

  const publishBlog = (title: string) =>
    payload.create({
      collection: 'blogs',
      data: { title, date: '2026-10-01', category, image, description: 'Card text', body, _status: 'published' },
    })
  const setSlug = (id: number, slug: string, status: 'draft' | 'published' = 'published') =>
    payload.update({ collection: 'blogs', id, data: { slug, _status: status }, draft: status === 'draft' })
  const redirectsTo = async (to: string) =>
    (await payload.find({ collection: 'redirects', where: { to: { equals: to } }, pagination: false, sort: 'from' }))
      .docs
  const redirectFrom = async (from: string) =>
    (await payload.find({ collection: 'redirects', where: { from: { equals: from } } })).docs[0]

  it('keeps the path of an old address, however it was typed, and refuses addresses that never go missing', async () => {
    const pasted = await payload.create({
      collection: 'redirects',
      data: { from: 'https://old-site.example.com/Courses/UK%20Visas/?ref=mail', to: ' /study-abroad ' },
    })
    expect(pasted).toMatchObject({ from: '/Courses/UK Visas', to: '/study-abroad', permanent: true })
    await expect(
      payload.create({ collection: 'redirects', data: { from: '/Courses/UK Visas/', to: '/' } }),
    ).rejects.toThrow()

    for (const [from, message] of [
      ['/', FROM_MESSAGES.root],
      ['/admin/collections/blogs', FROM_MESSAGES.reserved],
      ['/api/Blog/GetBlogs', FROM_MESSAGES.reserved],
    ] as const) {
      await expect(
        payload.create({ collection: 'redirects', data: { from, to: '/contact' } }),
        from,
      ).rejects.toMatchObject(refusal('from', message))
    }
    for (const [to, message] of [
      ['contact', TO_MESSAGES.invalid],
      ['javascript:alert(1)', TO_MESSAGES.invalid],
      ['//evil.example.com/', TO_MESSAGES.invalid],
      ['/old-prices/', TO_MESSAGES.same],
    ] as const) {
      await expect(
        payload.create({ collection: 'redirects', data: { from: '/old-prices', to } }),
        to,
      ).rejects.toMatchObject(refusal('to', message))
    }
    const away = await payload.create({
      collection: 'redirects',
      data: { from: '/fees', to: 'https://portal.example.com/fees', permanent: false },
    })
    expect(away).toMatchObject({ from: '/fees', to: 'https://portal.example.com/fees', permanent: false })
  })

  it('leads each address a blog was published at to the one it has now, without chains or loops', async () => {
    const blog = await publishBlog('Moving to Manchester')
    expect(blog.slug).toBe('moving-to-manchester')
    expect(await redirectsTo('/blogs/moving-to-manchester')).toEqual([])

    await setSlug(blog.id, 'living-in-manchester')
    expect(await redirectsTo('/blogs/living-in-manchester')).toMatchObject([
      { from: '/blogs/moving-to-manchester', permanent: true },
    ])

    // A staff redirect to the old address follows the item too.
    await payload.create({ collection: 'redirects', data: { from: '/manchester', to: '/blogs/living-in-manchester' } })
    await setSlug(blog.id, 'student-life-in-manchester')
    expect((await redirectsTo('/blogs/student-life-in-manchester')).map((redirect) => redirect.from)).toEqual([
      '/blogs/living-in-manchester',
      '/blogs/moving-to-manchester',
      '/manchester',
    ])

    // Back to the first slug: no redirect may remain from the address the blog lives at again.
    await setSlug(blog.id, 'moving-to-manchester')
    expect(await redirectFrom('/blogs/moving-to-manchester')).toBeUndefined()
    expect((await redirectsTo('/blogs/moving-to-manchester')).map((redirect) => redirect.from)).toEqual([
      '/blogs/living-in-manchester',
      '/blogs/student-life-in-manchester',
      '/manchester',
    ])
  })

  it('makes none for a slug tried only in a draft, and none for a news item published once', async () => {
    const blog = await publishBlog('Visas for Canada')
    await setSlug(blog.id, 'canada-visa-draft-slug', 'draft')
    expect(await redirectFrom('/blogs/visas-for-canada')).toBeUndefined()
    await setSlug(blog.id, 'canada-study-visas')
    expect((await redirectsTo('/blogs/canada-study-visas')).map((redirect) => redirect.from)).toEqual([
      '/blogs/visas-for-canada',
    ])

    const news = await payload.create({
      collection: 'news',
      data: { title: 'Open day', date: '2026-10-02', image, shortDescription: 'Card', body, _status: 'published' },
    })
    await payload.update({ collection: 'news', id: news.id, data: { title: 'Open day in Pune' } })
    expect(await redirectsTo(`/newsroom/${news.slug}`)).toEqual([])
    await payload.update({ collection: 'news', id: news.id, data: { slug: 'pune-open-day' } })
    expect(await redirectFrom(`/newsroom/${news.slug}`)).toMatchObject({ to: '/newsroom/pune-open-day' })
  })

  it('are read by content staff only', async () => {
    const anonymous = payload.find({ collection: 'redirects', overrideAccess: false, user: null })
    await expect(anonymous).rejects.toThrow()
  })
})
