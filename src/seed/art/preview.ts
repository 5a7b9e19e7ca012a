// Renders every kind of generated art into a folder so it can be looked at:
//   npx tsx src/seed/art/preview.ts OUTDIR

import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ArtSpec } from '../content/types'
import { brochurePdf } from './brochure-pdf'
import { jobDescriptionPdf } from './job-description-pdf'
import { renderArt } from './render-image'
import { SCENE_KINDS } from './scene-svg'

const SAMPLE = {
  name: 'Brighter Bridge Education',
  tagline: 'Bridging you to a brighter future',
  phones: ['+91 98100 00001', '+91 98100 00002'],
  emails: ['enquiries@example.com', 'founder@example.com'],
  address: '4th Floor, Tower B, Sector 62, Noida, Uttar Pradesh 201309, India',
  website: 'brighterbridge.example',
}

const EXTRA: Array<[string, ArtSpec]> = [
  ['scene-campus-hue-40-caption', { kind: 'scene', scene: 'campus', hue: 40, caption: 'Campus life in the UK' }],
  ['scene-city-skyline-hue-200-caption', { kind: 'scene', scene: 'city-skyline', hue: 200, caption: 'Toronto' }],
  ['scene-books-hue-320', { kind: 'scene', scene: 'books', hue: 320 }],
  ['portrait-ak', { kind: 'portrait', initials: 'AK', hue: 0 }],
  ['portrait-rsm-hue-140', { kind: 'portrait', initials: 'RSM', hue: 140 }],
  [
    'wordmark-shield',
    { kind: 'wordmark', name: 'University of Northbridge', motto: 'Lux et scientia', hue: 0, emblem: 'shield' },
  ],
  ['wordmark-circle', { kind: 'wordmark', name: 'Kestrel Bay University', hue: 190, emblem: 'circle' }],
  [
    'wordmark-tower',
    {
      kind: 'wordmark',
      name: 'Ashford Institute of Technology',
      motto: 'Building what comes next',
      hue: 300,
      emblem: 'tower',
    },
  ],
  [
    'wordmark-book',
    { kind: 'wordmark', name: 'Harrowgate College', motto: 'Learning for life', hue: 30, emblem: 'book' },
  ],
  [
    'wordmark-star',
    { kind: 'wordmark', name: 'Meridian State University of the Pacific Coast', hue: 240, emblem: 'star' },
  ],
  [
    'wordmark-wave',
    { kind: 'wordmark', name: 'Coastline Polytechnic', motto: 'By the sea, for the world', hue: 160, emblem: 'wave' },
  ],
]

async function main(): Promise<void> {
  const out = process.argv[2]
  if (!out) {
    console.error('Usage: npx tsx src/seed/art/preview.ts OUTDIR')
    process.exit(2)
  }
  await mkdir(out, { recursive: true })
  const specs: Array<[string, ArtSpec]> = [
    ...SCENE_KINDS.map((scene): [string, ArtSpec] => [`scene-${scene}`, { kind: 'scene', scene }]),
    ...EXTRA,
  ]
  for (const [name, spec] of specs) {
    const image = await renderArt(spec)
    const file = join(out, `${name}.${image.extension}`)
    await writeFile(file, image.data)
    console.log(`${file}  ${image.width}×${image.height}  ${Math.round(image.data.length / 1024)} KiB`)
  }
  const brochure = await brochurePdf(SAMPLE)
  await writeFile(join(out, 'brochure.pdf'), brochure)
  const job = await jobDescriptionPdf({ name: SAMPLE.name, email: 'founder@example.com', address: SAMPLE.address })
  await writeFile(join(out, 'job-description.pdf'), job)
  console.log(`${join(out, 'brochure.pdf')}, ${join(out, 'job-description.pdf')}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
