import { allowGuardianUploads } from '@/documents/guardian-uploads.server'
import { payloadClient } from '@/payload/payload.server'

import { seeOther } from '../../../_lib/see-other'
import { PORTAL_PAGE_PATH } from '../../_lib/portal-pages'
import { formText, fromOtherSite, refused } from '../../_lib/portal-post'
import { currentViewer } from '../../_lib/viewer.server'

export const dynamic = 'force-dynamic'

const PAGE = PORTAL_PAGE_PATH.family

/**
 * POST /portal/family/uploads: the student lets their parents upload documents for them (`allow=yes`), or stops them
 * (`allow=no`). A parent's session, another site's post or no session: 404, nothing changed.
 */
export async function POST(request: Request) {
  const viewer = await currentViewer()
  if (!viewer || viewer.readOnly || fromOtherSite(request)) return refused()
  const allow = (await formText(request))('allow')
  if (allow !== 'yes' && allow !== 'no') return seeOther(PAGE)
  if (!(await allowGuardianUploads(await payloadClient(), viewer, allow === 'yes'))) return refused()
  return seeOther(PAGE)
}

export function GET() {
  return seeOther(PAGE)
}
