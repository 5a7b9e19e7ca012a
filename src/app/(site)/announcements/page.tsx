import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Announcements',
    description: 'Deadlines, webinars and office news from our counsellors.',
    path: '/announcements',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="News and dates"
      title="Announcements"
      lead="Deadlines, webinars and office news from our counsellors."
    />
  )
}
