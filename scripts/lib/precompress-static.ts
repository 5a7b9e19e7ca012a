// Brotli copies of the build's scripts and stylesheets, made once after `next build`, so the production server
// sends them at Brotli's highest level without compressing anything per request (docs/decisions/0101).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'

export const STATIC_ROOT = path.join('.next', 'static')
export const PRECOMPRESSED = /\.(?:js|css)$/
/** Smaller files gain less from compression than a header costs, as the on-the-fly compression also judges. */
const MIN_BYTES = 1024
const compress = promisify(brotliCompress)

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else if (PRECOMPRESSED.test(entry.name)) yield full
  }
}

/** Writes `{file}.br` beside every script and stylesheet under `root`; resolves with how many it wrote. */
export async function precompressStatic(root = STATIC_ROOT): Promise<number> {
  const work: Promise<void>[] = []
  for await (const file of filesUnder(root)) {
    work.push(
      (async () => {
        const bytes = await readFile(file)
        if (bytes.length < MIN_BYTES) return
        const brotli = await compress(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
        await writeFile(`${file}.br`, brotli)
      })(),
    )
  }
  await Promise.all(work)
  return work.length
}
