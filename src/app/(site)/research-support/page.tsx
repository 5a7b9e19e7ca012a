import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Research support',
    description: 'Proofreading with two to three rounds of blind peer review, journal choice, theses and more.',
    path: '/research-support',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Research support"
      title="Research support"
      lead="Proofreading with two to three rounds of blind peer review, journal choice, theses and more."
    />
  )
}
