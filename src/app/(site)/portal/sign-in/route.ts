import { logger } from '@/observability/logger.server'
import { payloadClient } from '@/payload/payload.server'
import { fieldErrors } from '@/schema/form-schema'
import { PORTAL_MESSAGES, portalSignInSchema } from '@/schema/portal'
import { PORTAL_PATH, requestSignInLink } from '@/students/portal-sign-in.server'

import { countRequest, countSignInEmail, LIMITS } from '../../../api/_lib/rate-limits'
import { seeOther } from '../../_lib/see-other'
import { backToForm } from '../_lib/portal-form-cookie'
import { SIGN_IN_SENT_PATH } from '../_lib/portal-pages'
import { formText, fromOtherSite } from '../_lib/portal-post'

export const dynamic = 'force-dynamic'

/**
 * POST /portal/sign-in: the sign-in form. A well-formed address always gets the same answer, a 303 to the page saying
 * a link is on its way if it has a file, whether or not it has one (docs/decisions/0175). Rate limited per client
 * address and per email address; a malformed address or too many tries come back to the form.
 */
export async function POST(request: Request) {
  if (fromOtherSite(request)) return seeOther(PORTAL_PATH)
  const text = await formText(request)
  const email = text('email').trim().slice(0, 300)
  const parsed = portalSignInSchema.safeParse({ email })
  if (!parsed.success) return backToForm(PORTAL_PATH, { values: { email }, errors: fieldErrors(parsed.error) })
  const [byClient, byEmail] = await Promise.all([
    countRequest(request, LIMITS.portalSignIn),
    countSignInEmail(parsed.data.email),
  ])
  if (!byClient.ok || !byEmail.ok) {
    return backToForm(PORTAL_PATH, { values: { email }, errors: { _: PORTAL_MESSAGES.tooMany } })
  }
  try {
    await requestSignInLink(await payloadClient(), parsed.data.email)
  } catch (error) {
    logger().error({ err: error }, 'portal sign-in link not sent')
    return backToForm(PORTAL_PATH, { values: { email }, errors: { _: PORTAL_MESSAGES.failed } })
  }
  return backToForm(PORTAL_PATH, null, SIGN_IN_SENT_PATH)
}

/** A GET here (a reload, a bookmark) has nothing to send: back to the form. */
export function GET() {
  return seeOther(PORTAL_PATH)
}
