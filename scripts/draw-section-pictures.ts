// Draws the section picker's pictures into public/page-art/sections as SVG:
//   npx tsx scripts/draw-section-pictures.ts
// The files are committed; run this again after changing src/cms/collections/pages/blocks/section-pictures.ts.

import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

import {
  SECTION_PICTURES,
  sectionPicturePath,
  sectionPictureSvg,
  type SectionSlug,
} from '../src/cms/collections/pages/blocks/section-pictures'

const root = join(import.meta.dirname, '..', 'public')

for (const slug of Object.keys(SECTION_PICTURES) as SectionSlug[]) {
  const svg = sectionPictureSvg(slug)
  const file = join(root, sectionPicturePath(slug))
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, svg)
  console.log(`${sectionPicturePath(slug)}  ${(Buffer.byteLength(svg) / 1024).toFixed(1)} KB`)
}
