import type { Media } from '@/cms/payload-types'

/** A published image as pages and the API need it: its address, sizes for `srcset`, and alt text. */
export type Picture = {
  /** The original upload, under /images. */
  url: string
  alt: string
  width: number
  height: number
  /** WebP renditions, narrowest first. */
  sources: { url: string; width: number; height: number; name: PictureSize }[]
}

export type PictureSize = 'thumbnail' | 'card' | 'hero' | 'wide'

const RESPONSIVE: PictureSize[] = ['card', 'hero', 'wide']

export function toPicture(media: Media | number | null | undefined): Picture | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  const sources = RESPONSIVE.flatMap((name) => {
    const size = media.sizes?.[name]
    return size?.url && size.width && size.height
      ? [{ url: size.url, width: size.width, height: size.height, name }]
      : []
  })
  return { url: media.url, alt: media.alt, width: media.width ?? 0, height: media.height ?? 0, sources }
}

/** The rendition closest to `size` (or the original when none was made, e.g. a small logo). */
export function pictureUrl(picture: Picture, size: PictureSize): string {
  return picture.sources.find((source) => source.name === size)?.url ?? picture.url
}

/** `srcset` over the original and every WebP rendition. */
export function srcSet(picture: Picture): string {
  return picture.sources.map((source) => `${source.url} ${source.width}w`).join(', ')
}
