'use client'

import { API_PATHS } from '@/contract/api-paths'
import { FORM_PATHS } from '@/schema/form-paths'
import type { Challenge } from '@/security/captcha.server'

import { LeadForm, useThankYou } from './lead-form'
import { ENQUIRY_FIELDS, type KeptForm } from './lead-fields'

/** The form's accessible name on the contact page ('Send us a message', docs/product.md §2). */
export const CONTACT_FORM_LABEL = 'Send us a message'
export const POPUP_FORM_LABEL = 'Enquiry form'

type Props = {
  variant?: 'popup' | 'contact'
  /** Called once the enquiry is stored, before the visitor is taken to /thankyou: the dialog closes itself here. */
  onSent?: () => void
  /** The form shown again by /enquiry after a post without a script: what was kept, and the server's captcha. */
  kept?: KeptForm
  challenge?: Challenge
}

/**
 * The enquiry form: `variant="popup"` inside the 'Enquire now' dialog, `variant="contact"` on the contact page.
 * Same fields, rules and messages (docs/product.md §5); both go to /thankyou on success. Without a script the
 * contact form posts to /enquiry/send (docs/decisions/0132).
 */
export function EnquiryForm({ variant = 'contact', onSent, kept, challenge }: Props) {
  const thankYou = useThankYou()
  return (
    <LeadForm
      label={variant === 'contact' ? CONTACT_FORM_LABEL : POPUP_FORM_LABEL}
      path={API_PATHS.contactUs}
      action={FORM_PATHS.enquiry.post}
      schema="enquirySchema"
      fields={ENQUIRY_FIELDS}
      extra={{ source: variant }}
      // The page that shows a refused form again starts from what the server kept, not from this tab's memory.
      keepAs={kept || challenge ? undefined : `enquiry-${variant}`}
      kept={kept}
      challenge={challenge}
      onSuccess={() => {
        onSent?.()
        thankYou()
      }}
    />
  )
}
