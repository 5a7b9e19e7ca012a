import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Scholarships, entrance tests and visas',
    description: 'Funding your studies, preparing for entrance tests and getting your student visa right.',
    path: '/study-abroad/scholarships-entrance-test-preparation-visa-assistance',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Study abroad"
      title="Scholarships, entrance tests and visas"
      lead="Funding your studies, preparing for entrance tests and getting your student visa right."
    />
  )
}
