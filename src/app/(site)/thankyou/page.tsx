import type { Metadata } from 'next'

import { GoBackButton } from '@/shell/go-back-button'
import { PageHeader } from '@/ui/page-header'

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } }

export default function ThankYouPage() {
  return (
    <PageHeader eyebrow="Thank you" title="Successfully submitted" lead="A counsellor will contact you shortly.">
      <GoBackButton />
    </PageHeader>
  )
}
