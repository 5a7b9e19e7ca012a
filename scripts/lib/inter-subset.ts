import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import subsetFont from 'subset-font'

const root = join(import.meta.dirname, '..', '..')

/** Fontsource's variable Inter, Latin file: every weight from 100 to 900. */
export const INTER_SOURCE = join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
/** The file the site serves and preloads (docs/decisions/0106-inter-subset.md). */
export const INTER_SUBSET = join(root, 'src/ui/font-files/inter-latin-wght-400-900.woff2')
/** Where the site declares the file: its unicode-range and weight range are read from there. */
const FONTS_MODULE = join(root, 'src/ui/fonts.ts')

/** The code points of a CSS `unicode-range` value such as `U+0000-00FF,U+2122`. */
export function codePointsOf(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim())
    if (!match) throw new Error(`not a unicode-range part: ${part}`)
    const first = parseInt(match[1]!, 16)
    const last = match[2] ? parseInt(match[2], 16) : first
    return Array.from({ length: last - first + 1 }, (_, index) => first + index)
  })
}

/** The unicode-range and the weights `interLatin` declares in src/ui/fonts.ts. */
export async function declaredLatinFace(): Promise<{ range: string; weights: { min: number; max: number } }> {
  const source = await readFile(FONTS_MODULE, 'utf8')
  const face = source.slice(source.indexOf('export const interLatin ='))
  const weight = /weight: '(\d+) (\d+)'/.exec(face)
  const range = /prop: 'unicode-range',\s*value:\s*'([^']+)'/.exec(face)
  if (!weight || !range) throw new Error(`${FONTS_MODULE}: interLatin's weight or unicode-range not found`)
  return { range: range[1]!, weights: { min: Number(weight[1]), max: Number(weight[2]) } }
}

/**
 * Fontsource's Latin file cut to the characters and the weights the site declares for it: the glyphs, the
 * layout features and the outlines of those weights are kept as they are.
 */
export async function interSubset(): Promise<Buffer> {
  const { range, weights } = await declaredLatinFace()
  const text = String.fromCodePoint(...codePointsOf(range))
  return subsetFont(await readFile(INTER_SOURCE), text, { targetFormat: 'woff2', variationAxes: { wght: weights } })
}
