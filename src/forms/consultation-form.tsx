'use client'

import Link from 'next/link'

import { API_PATHS } from '@/contract/api-paths'

import { LeadForm, useThankYou, type FieldSpec } from './lead-form'

const FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'currentlyPursuing', label: 'Currently pursuing' },
  { name: 'previousScore', label: 'Previous score' },
  { name: 'preferredCourse', label: 'Preferred course' },
  { name: 'contactNumber', label: 'Contact number', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', inputMode: 'email' },
]

export const CONSULTATION_FORM_LABEL = 'Book a free consultation'

/**
 * The free-consultation form (docs/product.md §5): for the home page's 'Book a free consultation' section and the
 * enquiry blocks of the service pages. Self-contained; success goes to /thankyou.
 */
export function ConsultationForm() {
  const thankYou = useThankYou()
  return (
    <LeadForm
      label={CONSULTATION_FORM_LABEL}
      path={API_PATHS.getFreeConsultation}
      schema="consultationSchema"
      fields={FIELDS}
      terms={
        <>
          I have read and accept the <Link href="/terms">Terms</Link> and the{' '}
          <Link href="/privacy">Privacy Policy</Link>, and agree to be contacted about my enquiry.
        </>
      }
      onSuccess={thankYou}
      keepAs="consultation"
    />
  )
}
