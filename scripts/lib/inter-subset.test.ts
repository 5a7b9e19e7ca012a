import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { codePointsOf, declaredLatinFace, INTER_SUBSET, interSubset } from './inter-subset'

describe('the Inter file the site serves', () => {
  it('is Fontsource’s Latin file cut to the characters and weights src/ui/fonts.ts declares for it', async () => {
    // Fails after a Fontsource update or a change of the declared range or weights until
    // `npx tsx scripts/subset-font.ts` writes the file again.
    const made = await interSubset()
    expect(Buffer.compare(made, await readFile(INTER_SUBSET)), 'run: npx tsx scripts/subset-font.ts').toBe(0)
  })

  it('covers every weight the stylesheets ask for', async () => {
    const { weights } = await declaredLatinFace()
    const src = join(import.meta.dirname, '..', '..', 'src')
    const stylesheets = (await readdir(src, { recursive: true })).filter((file) => file.endsWith('.css'))
    const used: number[] = []
    for (const file of stylesheets) {
      const css = await readFile(join(src, file), 'utf8')
      for (const [, weight] of css.matchAll(/font-weight:\s*(\d+)/g)) used.push(Number(weight))
    }
    expect(used.length).toBeGreaterThan(0)
    for (const weight of [400, ...used]) {
      expect(weight).toBeGreaterThanOrEqual(weights.min)
      expect(weight).toBeLessThanOrEqual(weights.max)
    }
  })

  it('reads a unicode-range into code points', () => {
    expect(codePointsOf('U+0041-0043, U+20AC')).toEqual([0x41, 0x42, 0x43, 0x20ac])
    expect(() => codePointsOf('U+00G1')).toThrow('not a unicode-range part')
  })
})
