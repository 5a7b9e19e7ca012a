import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Success stories',
    description: 'Students and parents on what working with us was like.',
    path: '/testimonials',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Testimonials"
      title="Success stories"
      lead="Students and parents on what working with us was like."
    />
  )
}
