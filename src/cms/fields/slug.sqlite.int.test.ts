import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { richText } from '@/seed/rich-text'

import { newImage } from '../../../tests/support/content-fixtures'
import { migratedPayload } from '../../../tests/support/payload'

describe('news slugs', () => {
  let payload: Payload
  let image: number
  beforeAll(async () => {
    payload = await migratedPayload()
    image = await newImage(payload, 'slug-image.png')
  })

  const body = richText([{ type: 'p', text: 'Body' }])
  const publish = (title: string, slug?: string) =>
    payload.create({
      collection: 'news',
      data: { title, slug, date: '2026-10-02', image, shortDescription: 'Card', body, _status: 'published' } as never,
    })

  it('come from the title, made unique', async () => {
    expect((await publish('Open day in Noida')).slug).toBe('open-day-in-noida')
    expect((await publish('Open Day in Noida!')).slug).toBe('open-day-in-noida-2')
    expect((await publish('Anything', 'My Own Address')).slug).toBe('my-own-address')
  })

  it('exist for a title with no letter a slug can keep: Hindi, or emoji only', async () => {
    const hindi = await publish('नोएडा में ओपन डे')
    const emoji = await publish('🎓🎉')
    expect([hindi.slug, emoji.slug]).toEqual(['news', 'news-2'])
    const found = await payload.find({ collection: 'news', where: { slug: { equals: 'news' } } })
    expect(found.docs.map((doc) => doc.title)).toEqual(['नोएडा में ओपन डे'])
  })
})
