import { cookies } from 'next/headers'

import { ConsultationForm } from '@/forms/consultation-form'
import { decodeKeptForm, KEPT_NAMES, keptFormCookie } from '@/forms/kept-form-cookie'
import { issueChallenge } from '@/security/captcha.server'

import { FormAgain, formAgainMetadata } from '../_forms/form-again'

export const dynamic = 'force-dynamic'

export const generateMetadata = () => formAgainMetadata('consultation')

/** /consultation: the free-consultation form sent without a script, shown again (docs/decisions/0132). */
export default async function ConsultationPage() {
  const kept = decodeKeptForm((await cookies()).get(keptFormCookie('consultation'))?.value, KEPT_NAMES.consultation)
  return (
    <FormAgain kind="consultation">
      <ConsultationForm kept={kept ?? undefined} challenge={issueChallenge()} />
    </FormAgain>
  )
}
