// Drawn seed art kept on disk under the hash of its input, so every seed after the first in a checkout (a reset
// database, each test server) skips librsvg and mozjpeg. The input is the SVG and the encoder settings themselves,
// so a change to a drawing or to the encoder misses the cache instead of reusing an old picture.
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

export const ART_CACHE_DIR = path.resolve('node_modules', '.cache', 'seed-art')

/** The bytes kept for `input`, or what `draw` makes (then kept for next time). */
export async function cachedArt(input: string, draw: () => Promise<Buffer>, dir = ART_CACHE_DIR): Promise<Buffer> {
  const file = path.join(dir, createHash('sha256').update(input).digest('hex'))
  const kept = await readFile(file).catch(() => undefined)
  if (kept) return kept
  const data = await draw()
  await keep(file, data).catch(() => {}) // a cache that cannot be written only costs the next seed time
  return data
}

/** Writes under a temporary name first: two seeds at once (the test servers) never read half a file. */
async function keep(file: string, data: Buffer) {
  await mkdir(path.dirname(file), { recursive: true })
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`
  try {
    await writeFile(partial, data)
    await rename(partial, file)
  } finally {
    await rm(partial, { force: true })
  }
}
