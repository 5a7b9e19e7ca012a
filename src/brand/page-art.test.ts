import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { PAGE_ART, PAGE_ART_SIZE, pageArtPath, type PageArtName } from './page-art'

// The committed illustrations match their list: every one drawn, at the declared size, small enough for phones.
// (After changing page-art.ts, run `npx tsx scripts/render-page-art.ts`.)

describe('page art', () => {
  for (const name of Object.keys(PAGE_ART) as PageArtName[]) {
    it(`${name} is committed as a WebP of the declared size under 60 KB`, async () => {
      const file = join(process.cwd(), 'public', pageArtPath(name))
      expect(existsSync(file)).toBe(true)
      expect(statSync(file).size).toBeLessThan(60 * 1024)
      const { format, width, height } = await sharp(file).metadata()
      expect({ format, width, height }).toEqual({ format: 'webp', ...PAGE_ART_SIZE })
    })
  }
})
