import { payloadClient } from '@/payload/payload.server'
import { requestDeletion } from '@/students/portal-privacy.server'

import { seeOther } from '../../../_lib/see-other'
import { PORTAL_PAGE_PATH } from '../../_lib/portal-pages'
import { fromOtherSite, refused } from '../../_lib/portal-post'
import { currentViewer } from '../../_lib/viewer.server'

export const dynamic = 'force-dynamic'

/**
 * POST /portal/privacy/delete: the student asks for their file to be deleted; the admins are mailed and confirm it by
 * deleting the file. A parent's session, another site's post or no session: 404, nothing changed.
 */
export async function POST(request: Request) {
  const viewer = await currentViewer()
  if (!viewer || viewer.readOnly || fromOtherSite(request)) return refused()
  if (!(await requestDeletion(await payloadClient(), viewer))) return refused()
  return seeOther(PORTAL_PAGE_PATH.privacy)
}

export function GET() {
  return seeOther(PORTAL_PAGE_PATH.privacy)
}
