import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Summer school',
    description: 'Two- to six-week programmes at leading universities; most deadlines fall in April.',
    path: '/summer-school',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Summer school"
      title="Summer school"
      lead="Two- to six-week programmes at leading universities; most deadlines fall in April."
    />
  )
}
