import type { PublicSettings } from '@/content/site-settings.server'
import { EnquiryAlternatives } from '@/shell/enquiry-alternatives'
import { ButtonLink } from '@/ui/button'

import { BANNER } from './home-copy'

/**
 * What the consultation section holds until the consultation form (src/forms) is wired in: the way to the
 * contact page's form and the phone numbers and address to reach a counsellor now.
 */
export function ConsultationInterim({ settings }: { settings: PublicSettings }) {
  return (
    <div>
      <ButtonLink href="/contact" size="lg" variant="accent">
        {BANNER.consultation}
      </ButtonLink>
      <EnquiryAlternatives settings={settings} />
    </div>
  )
}
