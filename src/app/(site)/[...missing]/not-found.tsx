import { NotFoundPage, notFoundMetadata } from '@/shell/not-found-page'

export const metadata = notFoundMetadata

export default NotFoundPage
