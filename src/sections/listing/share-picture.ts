import { type Picture, type PictureSize, pictureUrl } from '@/content/picture'

/** A rendition of a picture with its own size, for Open Graph cards and structured data. */
export function pictureSource(picture: Picture, size: PictureSize) {
  const source = picture.sources.find((candidate) => candidate.name === size)
  return source
    ? { url: source.url, width: source.width, height: source.height, alt: picture.alt }
    : { url: pictureUrl(picture, size), width: picture.width, height: picture.height, alt: picture.alt }
}
