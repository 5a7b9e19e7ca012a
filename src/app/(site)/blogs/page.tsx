import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Explore blogs',
    description: 'Practical guides on choosing, applying, funding and settling in.',
    path: '/blogs',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Blogs"
      title="Explore blogs"
      lead="Practical guides on choosing, applying, funding and settling in."
    />
  )
}
