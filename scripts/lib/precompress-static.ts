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

/** Writes `{file}.br` beside every script and stylesheet of 1 kB or more under `root`. */
export async function precompressStatic(root = STATIC_ROOT): Promise<void> {
  const names = (await readdir(root, { recursive: true })).filter((name) => PRECOMPRESSED.test(name))
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(root, name)
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
    }),
  )
}
