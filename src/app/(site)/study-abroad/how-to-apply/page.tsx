import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'How to apply',
    description: 'Six steps from first shortlist to enrolment, with the dates that matter.',
    path: '/study-abroad/how-to-apply',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Study abroad"
      title="How to apply"
      lead="Six steps from first shortlist to enrolment, with the dates that matter."
    />
  )
}
