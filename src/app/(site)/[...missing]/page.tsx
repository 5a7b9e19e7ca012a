import { NotFoundPage, notFoundMetadata } from '@/shell/not-found-page'

// The page's own metadata: without it an unknown path kept the home page's title.
export const metadata = notFoundMetadata

/** Every path without a page of its own, /404 included, is the not-found page; the server answers it with 404. */
export default NotFoundPage
