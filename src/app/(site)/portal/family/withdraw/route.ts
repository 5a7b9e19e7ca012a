import { payloadClient } from '@/payload/payload.server'
import { withdrawGuardian } from '@/students/portal-family.server'

import { seeOther } from '../../../_lib/see-other'
import { PORTAL_PAGE_PATH } from '../../_lib/portal-pages'
import { formText, fromOtherSite, refused } from '../../_lib/portal-post'
import { currentViewer } from '../../_lib/viewer.server'

export const dynamic = 'force-dynamic'

const PAGE = PORTAL_PAGE_PATH.family

/**
 * POST /portal/family/withdraw: the student withdraws a parent's access; the parent's sessions end at once. A
 * guardian of another student, a parent's session, another site's post or no session: 404, nothing changed.
 */
export async function POST(request: Request) {
  const viewer = await currentViewer()
  if (!viewer || viewer.readOnly || fromOtherSite(request)) return refused()
  const guardian = (await formText(request))('guardian')
  if (!(await withdrawGuardian(await payloadClient(), viewer, guardian))) return refused()
  return seeOther(PAGE)
}

export function GET() {
  return seeOther(PAGE)
}
