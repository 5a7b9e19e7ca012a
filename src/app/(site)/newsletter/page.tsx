import { cookies } from 'next/headers'

import { decodeKeptForm, KEPT_NAMES, keptFormCookie } from '@/forms/kept-form-cookie'
import { NewsletterForm } from '@/forms/newsletter-form'

import { FormAgain, formAgainMetadata } from '../_forms/form-again'

export const dynamic = 'force-dynamic'

export const generateMetadata = () => formAgainMetadata('newsletter')

/** /newsletter: a subscription sent without a script and refused, shown again (docs/decisions/0132). */
export default async function NewsletterPage() {
  const kept = decodeKeptForm((await cookies()).get(keptFormCookie('newsletter'))?.value, KEPT_NAMES.newsletter)
  return (
    <FormAgain kind="newsletter">
      <NewsletterForm placement="page" kept={kept ?? undefined} />
    </FormAgain>
  )
}
