import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Meet our team',
    description: 'Counsellors, admissions specialists and academics who have made these journeys themselves.',
    path: '/team',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Our team"
      title="Meet our team"
      lead="Counsellors, admissions specialists and academics who have made these journeys themselves."
    />
  )
}
