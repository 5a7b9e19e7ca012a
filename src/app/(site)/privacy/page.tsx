import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Privacy policy',
    description: 'Who we are, what we do with your information, and how we keep it safe.',
    path: '/privacy',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Legal"
      title="Privacy policy"
      lead="Who we are, what we do with your information, and how we keep it safe."
    />
  )
}
