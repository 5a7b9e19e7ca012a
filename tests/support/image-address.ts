import { IMAGE_ADDRESS_PREFIX, pictureOf } from '../../src/ui/image-address'

const RENDITION = new RegExp(`^${IMAGE_ADDRESS_PREFIX}/(\\d+)(/.+)$`)

/** The picture and width a rendition's address names (`/img/<width>/<short path>`, src/ui/image-address.ts), or null. */
export function renditionOf(address: string): { path: string; width: number } | null {
  const pathname = address.startsWith('/') ? address.split('?', 1)[0]! : new URL(address).pathname
  const match = RENDITION.exec(pathname)
  return match ? { width: Number(match[1]), path: pictureOf(match[2]!) } : null
}

/** The widths a `srcset` of renditions offers. */
export const srcsetWidths = (srcset: string): number[] =>
  srcset.split(', ').map((entry) => renditionOf(entry.split(' ')[0]!)?.width ?? Number.NaN)
