import { payloadClient } from '@/payload/payload.server'
import { PORTAL_PATH, redeemSignInLink, SIGN_IN_CONFIRM_PATH } from '@/students/portal-sign-in.server'

import { seeOther } from '../../_lib/see-other'
import { setPortalSession } from '../_lib/portal-cookie'
import { formText, fromOtherSite } from '../_lib/portal-post'

export const dynamic = 'force-dynamic'

/**
 * POST /portal/session: the Sign in button of the page a mailed link opens. It spends the link (once, within its 15
 * minutes), sets the portal's session cookie and goes to the portal; a link used or expired goes back to its page,
 * which says so.
 */
export async function POST(request: Request) {
  if (fromOtherSite(request)) return seeOther(PORTAL_PATH)
  const token = (await formText(request))('token')
  const redeemed = await redeemSignInLink(await payloadClient(), token)
  if (!redeemed) return seeOther(`${SIGN_IN_CONFIRM_PATH}?token=${encodeURIComponent(token.slice(0, 100))}`)
  return setPortalSession(seeOther(PORTAL_PATH), redeemed.session)
}

export function GET() {
  return seeOther(PORTAL_PATH)
}
