import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Newsroom',
    description: 'Policy changes, scholarship windows and news from universities, explained.',
    path: '/newsroom',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Newsroom"
      title="Newsroom"
      lead="Policy changes, scholarship windows and news from universities, explained."
    />
  )
}
