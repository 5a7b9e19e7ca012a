import { SIGN_IN_SENT } from '@/schema/portal'
import { PORTAL_PATH } from '@/students/portal-sign-in.server'
import { ButtonLink } from '@/ui/button'
import { StaticPageHeader } from '@/ui/static-page-header'
import { Section } from '@/ui/section'

import { PORTAL_TEXT } from '../../_lib/portal-copy'
import { portalMetadata } from '../../_lib/portal-metadata'
import { SIGN_IN_SENT_PATH } from '../../_lib/portal-pages'

export const dynamic = 'force-dynamic'

export const generateMetadata = () => portalMetadata(PORTAL_TEXT.signIn.sentTitle, SIGN_IN_SENT_PATH)

/** /portal/sign-in/sent: the one answer to every sign-in request, whether or not the address has a file. */
export default function SignInSentPage() {
  return (
    <>
      <StaticPageHeader eyebrow={PORTAL_TEXT.eyebrow} title={PORTAL_TEXT.signIn.sentTitle} lead={SIGN_IN_SENT} />
      <Section>
        <p>{PORTAL_TEXT.signIn.sentLead}</p>
        <ButtonLink href={PORTAL_PATH} variant="secondary">
          {PORTAL_TEXT.signIn.askAgain}
        </ButtonLink>
      </Section>
    </>
  )
}
