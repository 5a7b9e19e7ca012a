import type { Payload } from 'payload'

import { cachedArt } from './art/art-cache'
import { renderArt } from './art/render-image'
import type { SeedImage } from './content/types'

/**
 * Creates the media document for a seed image, or returns the one an earlier, interrupted seed made
 * (matched by its deterministic file name).
 */
export async function uploadArt(payload: Payload, image: SeedImage, baseName: string): Promise<number | string> {
  const rendered = await renderArt(image.art, cachedArt)
  const filename = `${baseName}.${rendered.extension}`
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const doc = await payload.create({
    collection: 'media',
    data: { alt: image.alt },
    file: { data: rendered.data, mimetype: rendered.mimetype, name: filename, size: rendered.data.length },
    overrideAccess: true,
  })
  return doc.id
}
