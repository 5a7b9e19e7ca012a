import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Mentorship programme',
    description: 'A year of guidance with at least ten counselling sessions, from profile building to your first term.',
    path: '/study-abroad/mentorship-programme',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Study abroad"
      title="Mentorship programme"
      lead="A year of guidance with at least ten counselling sessions, from profile building to your first term."
    />
  )
}
