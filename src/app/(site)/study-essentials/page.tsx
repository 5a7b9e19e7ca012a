import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Study essentials',
    description: 'Education loans, accommodation, insurance and alumni connections.',
    path: '/study-essentials',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Study essentials"
      title="Study essentials"
      lead="Education loans, accommodation, insurance and alumni connections."
    />
  )
}
