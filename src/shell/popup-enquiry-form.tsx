'use client'

import dynamic from 'next/dynamic'

// The popup's form (and with it the form schema and zod) loads when the dialog first opens, not with every
// page: most visits never open it (docs/decisions/0081-client-code-on-demand.md).
const EnquiryForm = dynamic(() => import('@/forms/enquiry-form').then((module) => module.EnquiryForm), {
  ssr: false,
  loading: () => <p role="status">Loading the form…</p>,
})

export function PopupEnquiryForm() {
  return <EnquiryForm variant="popup" />
}
