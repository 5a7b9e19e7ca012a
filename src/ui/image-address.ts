import type { ImageLoader } from 'next/image'

/**
 * Where the image optimiser's renditions are asked for: `/img/<width>/<picture's path>`, which next.config.ts rewrites
 * to Next's own `/_next/image?url=<path>&w=<width>&q=75` (docs/decisions/0200). Every `srcset` entry is about 32
 * bytes shorter than Next's address, written with `&amp;` twice in HTML.
 */
export const IMAGE_ADDRESS_PREFIX = '/img'

/** The rendition of a picture of ours at `width` pixels, at the optimiser's default quality. */
export const shortImageAddress: ImageLoader = ({ src, width }) => `${IMAGE_ADDRESS_PREFIX}/${width}${src}`

/** The optimiser leaves SVG alone (Next serves it as it is): such a picture keeps Next's own address. */
export const takesShortAddress = (src: unknown): boolean =>
  typeof src === 'string' ? src.startsWith('/') && !src.split('?', 1)[0]!.endsWith('.svg') : true
