import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { richText } from '@/seed/rich-text'

import { newCategory, newImage, TEST_PNG } from '../../../../tests/support/content-fixtures'
import { migratedPayload } from '../../../../tests/support/payload'

const body = richText([{ type: 'p', text: 'Body' }])

describe('blogs', () => {
  let payload: Payload
  let category: number
  let image: number

  beforeAll(async () => {
    payload = await migratedPayload()
    category = await newCategory(payload, 'Visas')
    image = await newImage(payload, 'banner.png')
  })

  const createBlog = (title: string, status: 'draft' | 'published') => {
    const data = { title, date: '2026-10-01', category, image, description: 'Card text', body }
    return status === 'draft'
      ? payload.create({ collection: 'blogs', data: { ...data, _status: 'draft' }, draft: true })
      : payload.create({ collection: 'blogs', data: { ...data, _status: 'published' } })
  }

  it('generates the slug from the title and keeps slugs unique', async () => {
    const first = await createBlog('UK Student Visa: A Checklist', 'published')
    const second = await createBlog('UK Student Visa: A Checklist', 'published')
    expect(first.slug).toBe('uk-student-visa-a-checklist')
    expect(second.slug).toBe('uk-student-visa-a-checklist-2')
  })

  it('shows anonymous readers only published blogs', async () => {
    const draft = await createBlog('A draft about scholarships', 'draft')
    const asReader = () =>
      payload.find({ collection: 'blogs', where: { slug: { equals: draft.slug } }, overrideAccess: false, user: null })

    expect((await asReader()).totalDocs).toBe(0)
    await payload.update({ collection: 'blogs', id: draft.id, data: { _status: 'published' } })
    expect((await asReader()).docs.map((doc) => doc.title)).toEqual(['A draft about scholarships'])
  })

  it('serves media at /images/{file} with WebP sizes', async () => {
    const media = await payload.findByID({ collection: 'media', id: image })
    expect(media.url).toBe('/images/banner.png')
    expect(media.sizes?.thumbnail?.url).toMatch(/^\/images\/banner-400x300\.webp$/)
    expect(media.sizes?.card?.mimeType).toBe('image/webp')
  })

  it('requires alt text on images', async () => {
    await expect(
      payload.create({
        collection: 'media',
        data: {} as never,
        file: { data: TEST_PNG, mimetype: 'image/png', name: 'no-alt.png', size: TEST_PNG.length },
      }),
    ).rejects.toThrow(/Alt text/i)
  })
})
