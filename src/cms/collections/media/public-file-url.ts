import type { CollectionAfterReadHook } from 'payload'

type SizedFile = { filename?: string | null; url?: string | null }
type UploadDoc = SizedFile & {
  id: number | string
  thumbnailURL?: string | null
  sizes?: Record<string, SizedFile>
}

/**
 * Public file addresses live under a short prefix (/images, /documents) that the app rewrites to
 * Payload's file route, so URLs in API answers and body HTML read `/images/{file}`.
 */
export const publicFileUrl =
  (prefix: string): CollectionAfterReadHook<UploadDoc> =>
  ({ doc }) => {
    const urlOf = (filename?: string | null) => (filename ? `${prefix}/${encodeURIComponent(filename)}` : null)
    if (doc.filename) doc.url = urlOf(doc.filename)
    if (doc.sizes) {
      for (const size of Object.values(doc.sizes)) {
        if (size) size.url = urlOf(size.filename)
      }
    }
    if (doc.sizes?.thumbnail?.url) doc.thumbnailURL = doc.sizes.thumbnail.url
    return doc
  }
