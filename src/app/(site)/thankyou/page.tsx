import type { Metadata } from 'next'

import { pageMetadata } from '@/seo/page-metadata'
import { BOOK_PATH } from '@/sections/booking/booking-links'
import { PICK_A_TIME } from '@/sections/booking/booking-copy'
import { GoBackButton } from '@/shell/go-back-button'
import { ButtonLink } from '@/ui/button'
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
      <p>{PICK_A_TIME.lead}</p>
      <ButtonLink href={BOOK_PATH}>{PICK_A_TIME.button}</ButtonLink> <GoBackButton />
    </PageHeader>
  )
}
