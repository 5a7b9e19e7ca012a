import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Contact us',
    description: 'Call, write or visit us in Noida. A counsellor replies within one working day.',
    path: '/contact',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Contact"
      title="Contact us"
      lead="Call, write or visit us in Noida. A counsellor replies within one working day."
    />
  )
}
