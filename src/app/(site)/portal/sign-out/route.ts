import { cookies } from 'next/headers'

import { payloadClient } from '@/payload/payload.server'
import { endPortalSession, PORTAL_PATH, PORTAL_SESSION_COOKIE } from '@/students/portal-sign-in.server'

import { seeOther } from '../../_lib/see-other'
import { setPortalSession } from '../_lib/portal-cookie'
import { fromOtherSite } from '../_lib/portal-post'

export const dynamic = 'force-dynamic'

/** POST /portal/sign-out: ends the session (its record is deleted, so the cookie opens nothing again) and clears it. */
export async function POST(request: Request) {
  if (fromOtherSite(request)) return seeOther(PORTAL_PATH)
  const secret = (await cookies()).get(PORTAL_SESSION_COOKIE)?.value
  if (secret) await endPortalSession(await payloadClient(), secret)
  return setPortalSession(seeOther(PORTAL_PATH), null)
}

export function GET() {
  return seeOther(PORTAL_PATH)
}
