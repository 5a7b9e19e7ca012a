import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Terms and conditions',
    description: 'The terms on which we provide our advice and services.',
    path: '/terms',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Legal"
      title="Terms and conditions"
      lead="The terms on which we provide our advice and services."
    />
  )
}
