import type { Metadata } from 'next'

import { pageMetadata } from '@/seo/page-metadata'
import { GoBackButton } from '@/shell/go-back-button'
import { PageHeader } from '@/ui/page-header'

export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await pageMetadata({
    title: 'Thank you',
    description: 'Your details have reached us. A counsellor will contact you shortly.',
    path: '/thankyou',
  })),
  robots: { index: false },
})

export default function ThankYouPage() {
  return (
    <PageHeader eyebrow="Thank you" title="Successfully submitted" lead="A counsellor will contact you shortly.">
      <GoBackButton />
    </PageHeader>
  )
}
