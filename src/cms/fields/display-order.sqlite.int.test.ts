import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { newImage } from '../../../tests/support/content-fixtures'
import { migratedPayload } from '../../../tests/support/payload'

/** An item's data as staff leave it: with no position unless one is given (the types require one once saved). */
const withOrder = <T extends object>(data: T, order?: number) =>
  (order === undefined ? data : { ...data, order }) as T & { order: number }

describe('the position of a new item in its list', () => {
  let payload: Payload
  let image: number

  beforeAll(async () => {
    payload = await migratedPayload()
    image = await newImage(payload, 'display-order.png')
  })

  const testimonial = (name: string, order?: number) =>
    payload.create({
      collection: 'testimonials',
      data: withOrder({ name, shortTagline: 'MSc, Edinburgh', message: 'It went well.', image }, order),
    })

  it('is the first position in an empty list, then one after the last, so a new item is listed last', async () => {
    expect((await testimonial('First')).order).toBe(1)
    expect((await testimonial('Second')).order).toBe(2)
    expect((await testimonial('Moved far down', 10)).order).toBe(10)
    expect((await testimonial('Next')).order).toBe(11)
  })

  it('follows a position with a fraction, and keeps 0 when staff put an item first', async () => {
    const member = (name: string, order?: number) =>
      payload.create({
        collection: 'team-members',
        data: withOrder({ name, designation: 'Counsellor', image }, order),
      })
    expect((await member('Between', 2.5)).order).toBe(2.5)
    expect((await member('Newest')).order).toBe(3)
    expect((await member('Put first', 0)).order).toBe(0)
  })

  it('applies to blog categories, whose tabs follow it', async () => {
    const highest = await payload.find({ collection: 'blog-categories', sort: '-order', limit: 1 })
    const next = (highest.docs[0]?.order ?? 0) + 1
    const category = await payload.create({ collection: 'blog-categories', data: withOrder({ name: 'Newest tab' }) })
    expect(category.order).toBe(Math.floor(next))
  })
})
