import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'University selection',
    description: 'Seven criteria for a shortlist that fits you, across the UK, Ireland, Australia and Dubai.',
    path: '/study-abroad/university-selection',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Study abroad"
      title="University selection"
      lead="Seven criteria for a shortlist that fits you, across the UK, Ireland, Australia and Dubai."
    />
  )
}
