import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Find a course',
    description: 'Undergraduate, postgraduate, PhD, diploma or MBA: find the course that fits your plans.',
    path: '/study-abroad/find-a-course',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Study abroad"
      title="Find a course"
      lead="Undergraduate, postgraduate, PhD, diploma or MBA: find the course that fits your plans."
    />
  )
}
