import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'International school admission',
    description:
      'Boarding school applications in six steps, from a shortlist of three to five schools to guardianship.',
    path: '/international-school',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Boarding schools"
      title="International school admission"
      lead="Boarding school applications in six steps, from a shortlist of three to five schools to guardianship."
    />
  )
}
