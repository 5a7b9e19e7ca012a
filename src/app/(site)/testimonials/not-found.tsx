import { NotFoundPage, notFoundMetadata } from '@/shell/not-found-page'

// A ?page= that names no page of success stories: the site's not-found page with HTTP 404.
export const metadata = notFoundMetadata

export default NotFoundPage
