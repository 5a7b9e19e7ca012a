import type { ImageLoader } from 'next/image'

/**
 * Where the image optimiser's renditions are asked for: `/img/<width>/<picture>`, which next.config.ts rewrites to
 * Next's own `/_next/image?url=<path>&w=<width>&q=75` (docs/decisions/0200). Every `srcset` entry is about 32
 * bytes shorter than Next's address, written with `&amp;` twice in HTML; the two folders most pictures come from are
 * named shorter still (docs/decisions/0204).
 */
export const IMAGE_ADDRESS_PREFIX = '/img'

/** An uploaded picture (`/images/<file>`, docs/decisions/0004) is `/img/<width>/<file>`. */
const UPLOADS = '/images/'
/** Art the build bundles (`/_next/static/media/<file>`) is `/img/<width>/m/<file>`. */
const BUNDLED = '/_next/static/media/'
const BUNDLED_SHORT = '/m/'

const fileIn = (src: string, folder: string): string | null => {
  if (!src.startsWith(folder)) return null
  const file = src.slice(folder.length)
  return file && !file.includes('/') ? file : null
}

/** A picture's address as the rendition's address names it, after `/img/<width>`. */
function shortPath(src: string): string {
  const upload = fileIn(src, UPLOADS)
  if (upload !== null) return `/${upload}`
  const bundled = fileIn(src, BUNDLED)
  if (bundled !== null) return `${BUNDLED_SHORT}${bundled}`
  return src
}

/** The rendition of a picture of ours at `width` pixels, at the optimiser's default quality. */
export const shortImageAddress: ImageLoader = ({ src, width }) => `${IMAGE_ADDRESS_PREFIX}/${width}${shortPath(src)}`

/** The picture a rendition's short path names (what follows `/img/<width>`): shortImageAddress backwards. */
export function pictureOf(path: string): string {
  const rest = path.slice(1)
  if (!rest.includes('/')) return `${UPLOADS}${rest}`
  const bundled = fileIn(path, BUNDLED_SHORT)
  return bundled !== null ? `${BUNDLED}${bundled}` : path
}

/**
 * next.config.ts's rewrites of the short addresses to the optimiser's, in order: bundled art, an upload, and any
 * other picture of ours by its whole path (the service pages' art, and the longer addresses pages named before).
 */
export const IMAGE_ADDRESS_REWRITES = [
  [`${BUNDLED_SHORT}:file`, `${BUNDLED}:file`],
  ['/:file', `${UPLOADS}:file`],
  ['/:path*', '/:path*'],
].map(([short, path]) => ({
  source: `${IMAGE_ADDRESS_PREFIX}/:width(\\d+)${short}`,
  destination: `/_next/image?url=${path}&w=:width&q=75`,
}))

/** The optimiser leaves SVG alone (Next serves it as it is): such a picture keeps Next's own address. */
export const takesShortAddress = (src: unknown): boolean =>
  typeof src === 'string' ? src.startsWith('/') && !src.split('?', 1)[0]!.endsWith('.svg') : true
