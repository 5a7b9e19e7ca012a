'use client'

import { API_PATHS } from '@/contract/api-paths'

import { LeadForm, useThankYou, type FieldSpec } from './lead-form'

const FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'organization', label: 'Organisation', autoComplete: 'organization' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'contactNumber', label: 'Contact number', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
]

/** The form's accessible name on the contact page ('Send us a message', docs/product.md §2). */
export const CONTACT_FORM_LABEL = 'Send us a message'
export const POPUP_FORM_LABEL = 'Enquiry form'

type Props = {
  variant?: 'popup' | 'contact'
  /** Called once the enquiry is stored, before the visitor is taken to /thankyou: the dialog closes itself here. */
  onSent?: () => void
}

/**
 * The enquiry form: `variant="popup"` inside the 'Enquire now' dialog, `variant="contact"` on the contact page.
 * Same fields, rules and messages (docs/product.md §5); both go to /thankyou on success.
 */
export function EnquiryForm({ variant = 'contact', onSent }: Props) {
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
        onSent?.()
        thankYou()
      }}
    />
  )
}
