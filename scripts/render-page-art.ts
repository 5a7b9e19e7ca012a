// Draws the service and company pages' illustrations into public/page-art as WebP, offline:
//   npx tsx scripts/render-page-art.ts
// The files are committed; run this again after changing src/service-pages/page-art.ts.

import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

import sharp from 'sharp'

import { sceneSvg } from '../src/seed/art/scene-svg'
import { PAGE_ART, PAGE_ART_SIZE, pageArtPath } from '../src/brand/page-art'

const root = join(import.meta.dirname, '..', 'public')

for (const [name, art] of Object.entries(PAGE_ART) as [
  keyof typeof PAGE_ART,
  (typeof PAGE_ART)[keyof typeof PAGE_ART],
][]) {
  const svg = sceneSvg(art, PAGE_ART_SIZE.width, PAGE_ART_SIZE.height)
  const data = await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 6 }).toBuffer()
  const file = join(root, pageArtPath(name))
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, data)
  console.log(`${pageArtPath(name)}  ${(data.length / 1024).toFixed(1)} KB`)
}
