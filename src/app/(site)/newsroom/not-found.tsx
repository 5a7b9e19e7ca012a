import { NotFoundPage, notFoundMetadata } from '@/shell/not-found-page'

// An unknown or unpublished slug below this route: the site's not-found page with HTTP 404.
export const metadata = notFoundMetadata

export default NotFoundPage
