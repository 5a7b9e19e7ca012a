import { cookies } from 'next/headers'

import { EnquiryForm } from '@/forms/enquiry-form'
import { decodeKeptForm, KEPT_NAMES, keptFormCookie } from '@/forms/kept-form-cookie'
import { issueChallenge } from '@/security/captcha.server'

import { FormAgain, formAgainMetadata } from '../_forms/form-again'

export const dynamic = 'force-dynamic'

export const generateMetadata = () => formAgainMetadata('enquiry')

/** /enquiry: the contact form sent without a script, shown again (docs/decisions/0132). */
export default async function EnquiryPage() {
  const kept = decodeKeptForm((await cookies()).get(keptFormCookie('enquiry'))?.value, KEPT_NAMES.enquiry)
  return (
    <FormAgain kind="enquiry">
      <EnquiryForm variant="contact" kept={kept ?? undefined} challenge={issueChallenge()} />
    </FormAgain>
  )
}
