'use client'

import dynamic from 'next/dynamic'

import { useEnquiryDialog } from './enquiry-dialog'

// The popup's form (and with it the form schema and zod) loads when the dialog first opens, not with every
// page: most visits never open it (docs/decisions/0081-client-code-on-demand.md).
const EnquiryForm = dynamic(() => import('@/forms/enquiry-form').then((module) => module.EnquiryForm), {
  ssr: false,
  loading: () => <p role="status">Loading the form…</p>,
})

/** The enquiry form inside the 'Enquire now' dialog: a stored enquiry closes the dialog. */
export function PopupEnquiryForm() {
  const dialog = useEnquiryDialog()
  return <EnquiryForm variant="popup" onSent={dialog.close} />
}
