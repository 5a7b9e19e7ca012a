import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Parent counselling',
    description: 'Straight answers for parents on costs, safety, outcomes and how to support your child.',
    path: '/study-abroad/parent-counselling',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Study abroad"
      title="Parent counselling"
      lead="Straight answers for parents on costs, safety, outcomes and how to support your child."
    />
  )
}
