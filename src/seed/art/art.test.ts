import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { brochurePdf } from './brochure-pdf'
import { jobDescriptionPdf } from './job-description-pdf'
import { renderArt } from './render-image'
import { SCENE_KINDS } from './scene-svg'

const identity = {
  name: 'Brighter Bridge Education',
  tagline: 'Bridging you to a brighter future',
  phones: ['+91 98100 00001'],
  emails: ['enquiries@example.com'],
  address: 'Sector 62, Noida',
  website: 'brighterbridge.example',
}

describe('generated demo art', () => {
  it('draws every scene kind as a decodable image of the declared size', async () => {
    for (const scene of SCENE_KINDS) {
      const image = await renderArt({ kind: 'scene', scene, caption: 'London' })
      const meta = await sharp(image.data).metadata()
      expect([meta.format, meta.width, meta.height], scene).toEqual(['jpeg', image.width, image.height])
    }
  })

  it('draws the same bytes for the same spec and different bytes for another hue', async () => {
    const portrait = { kind: 'portrait', initials: 'MR', hue: 10 } as const
    const [first, again, other] = await Promise.all([
      renderArt(portrait),
      renderArt(portrait),
      renderArt({ ...portrait, hue: 200 }),
    ])
    expect(first.data.equals(again.data)).toBe(true)
    expect(first.data.equals(other.data)).toBe(false)
  })

  it('draws university wordmarks on a transparent background', async () => {
    const image = await renderArt({
      kind: 'wordmark',
      name: 'Southern Cross Metropolitan University',
      hue: 40,
      emblem: 'tower',
    })
    const meta = await sharp(image.data).metadata()
    expect(meta.format).toBe('png')
    expect(meta.hasAlpha).toBe(true)
  })

  it('writes the brochure and job description as PDFs naming the consultancy', async () => {
    for (const pdf of [
      await brochurePdf(identity),
      await jobDescriptionPdf({ name: identity.name, email: 'jobs@example.com', address: identity.address }),
    ]) {
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
      expect(pdf.length).toBeGreaterThan(2000)
    }
  })
})
