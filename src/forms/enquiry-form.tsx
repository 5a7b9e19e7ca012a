'use client'

import { API_PATHS } from '@/contract/api-paths'
import { useOptionalEnquiryDialog } from '@/shell/enquiry-dialog'

import { LeadForm, useThankYou, type FieldSpec } from './lead-form'

const FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'organization', label: 'Organisation', autoComplete: 'organization' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'contactNumber', label: 'Contact number', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
]

/** The form's accessible name on the contact page ('Send us a message', site-spec §2). */
export const CONTACT_FORM_LABEL = 'Send us a message'
export const POPUP_FORM_LABEL = 'Enquiry form'

/**
 * The enquiry form: `variant="popup"` inside the 'Enquire now' dialog (success closes it), `variant="contact"`
 * on the contact page. Same fields, rules and messages (site-spec §5); both go to /thankyou on success.
 */
export function EnquiryForm({ variant = 'contact' }: { variant?: 'popup' | 'contact' }) {
  const dialog = useOptionalEnquiryDialog()
  const thankYou = useThankYou()
  return (
    <LeadForm
      label={variant === 'contact' ? CONTACT_FORM_LABEL : POPUP_FORM_LABEL}
      path={API_PATHS.contactUs}
      schema="enquirySchema"
      fields={FIELDS}
      extra={{ source: variant }}
      keepAs={`enquiry-${variant}`}
      onSuccess={() => {
        if (variant === 'popup') dialog?.close()
        thankYou()
      }}
    />
  )
}
