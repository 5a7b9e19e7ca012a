import formStyles from '@/forms/forms.module.css'
import { payloadClient } from '@/payload/payload.server'
import { PORTAL_PATH, SIGN_IN_CONFIRM_PATH } from '@/students/portal-sign-in.server'
import { signInLinkUsable } from '@/students/portal-sign-in-check.server'
import { PageHeader } from '@/ui/page-header'
import { Section } from '@/ui/section'

import { PORTAL_TEXT } from '../../_lib/portal-copy'
import { keptPortalForm } from '../../_lib/portal-form-cookie'
import { portalMetadata } from '../../_lib/portal-metadata'
import { SESSION_PATH } from '../../_lib/portal-pages'
import { SignInForm } from '../../_lib/sign-in-form'

export const dynamic = 'force-dynamic'

export const generateMetadata = () => portalMetadata(PORTAL_TEXT.confirm.title, SIGN_IN_CONFIRM_PATH)

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /portal/sign-in/confirm?token=…: where the mailed link leads. It shows a Sign in button and spends nothing: mail
 * scanners open links, and only the button's POST uses the link (docs/decisions/0175). A link used or expired says
 * so, with the form to ask for another.
 */
export default async function ConfirmSignInPage({ searchParams }: Props) {
  const { token } = await searchParams
  const secret = typeof token === 'string' ? token : ''
  if (!(await signInLinkUsable(await payloadClient(), secret))) {
    return (
      <>
        <PageHeader
          eyebrow={PORTAL_TEXT.eyebrow}
          title={PORTAL_TEXT.confirm.spentTitle}
          lead={PORTAL_TEXT.confirm.spentLead}
        />
        <Section>
          <SignInForm kept={await keptPortalForm(PORTAL_PATH)} />
        </Section>
      </>
    )
  }
  return (
    <>
      <PageHeader eyebrow={PORTAL_TEXT.eyebrow} title={PORTAL_TEXT.confirm.title} lead={PORTAL_TEXT.confirm.lead} />
      <Section>
        <form method="post" action={SESSION_PATH}>
          <input type="hidden" name="token" value={secret} />
          <button type="submit" className={formStyles.submit}>
            {PORTAL_TEXT.confirm.button}
          </button>
        </form>
      </Section>
    </>
  )
}
