import type { Payload } from 'payload'
import sharp from 'sharp'

/** An 800×600 PNG: large enough for every rendition the media collection makes. */
export const TEST_PNG = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#553cdf' } })
  .png()
  .toBuffer()

/** Uploads TEST_PNG as an image of the media collection under `name`; returns its id. */
export const newImage = async (payload: Payload, name: string): Promise<number> =>
  (
    await payload.create({
      collection: 'media',
      data: { alt: 'A pixel' },
      file: { data: TEST_PNG, mimetype: 'image/png', name, size: TEST_PNG.length },
    })
  ).id

/** A blog category; returns its id. */
export const newCategory = async (payload: Payload, name: string): Promise<number> =>
  (await payload.create({ collection: 'blog-categories', data: { name, order: 1 } })).id
