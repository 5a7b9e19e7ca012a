import { PORTAL_PATH } from '@/students/portal-sign-in.server'
import { StaticPageHeader } from '@/ui/static-page-header'
import { Section } from '@/ui/section'

import { keptPortalForm } from './_lib/portal-form-cookie'
import { PORTAL_TEXT } from './_lib/portal-copy'
import { PortalHome } from './_lib/portal-home'
import { portalMetadata } from './_lib/portal-metadata'
import { SignInForm } from './_lib/sign-in-form'
import { currentViewer } from './_lib/viewer.server'

export const dynamic = 'force-dynamic'

export const generateMetadata = () => portalMetadata(PORTAL_TEXT.eyebrow, PORTAL_PATH)

/**
 * /portal: the signed-in student's or parent's home, or, signed out, the form that mails a sign-in link
 * (docs/decisions/0175, 0177).
 */
export default async function PortalPage() {
  const viewer = await currentViewer()
  if (viewer) return <PortalHome viewer={viewer} />
  const kept = await keptPortalForm(PORTAL_PATH)
  return (
    <>
      <StaticPageHeader eyebrow={PORTAL_TEXT.eyebrow} title={PORTAL_TEXT.signIn.title} lead={PORTAL_TEXT.signIn.lead} />
      <Section>
        <SignInForm kept={kept} />
      </Section>
    </>
  )
}
