'use client'

import { API_PATHS } from '@/contract/api-paths'
import { FORM_PATHS } from '@/schema/form-paths'
import type { Challenge } from '@/security/captcha.server'
import { PageLink } from '@/ui/page-link'

import { LeadForm, useThankYou } from './lead-form'
import { CONSULTATION_FIELDS, type KeptForm } from './lead-fields'

export const CONSULTATION_FORM_LABEL = 'Book a free consultation'

type Props = {
  /** The form shown again by /consultation after a post without a script: what was kept, and the server's captcha. */
  kept?: KeptForm
  challenge?: Challenge
}

/**
 * The free-consultation form (docs/product.md §5): for the home page's 'Book a free consultation' section and the
 * enquiry blocks of the service pages. Self-contained; success goes to /thankyou. Without a script it posts to
 * /consultation/send (docs/decisions/0132).
 */
export function ConsultationForm({ kept, challenge }: Props = {}) {
  const thankYou = useThankYou()
  return (
    <LeadForm
      label={CONSULTATION_FORM_LABEL}
      path={API_PATHS.getFreeConsultation}
      action={FORM_PATHS.consultation.post}
      schema="consultationSchema"
      fields={CONSULTATION_FIELDS}
      terms={
        <>
          I have read and accept the <PageLink href="/terms">Terms</PageLink> and the{' '}
          <PageLink href="/privacy">Privacy Policy</PageLink>, and agree to be contacted about my enquiry.
        </>
      }
      onSuccess={thankYou}
      keepAs={kept || challenge ? undefined : 'consultation'}
      kept={kept}
      challenge={challenge}
    />
  )
}
