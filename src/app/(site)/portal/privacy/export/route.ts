import { NextResponse } from 'next/server'

import { payloadClient } from '@/payload/payload.server'
import { exportStudentData } from '@/students/portal-privacy.server'

import { seeOther } from '../../../_lib/see-other'
import { PORTAL_PAGE_PATH } from '../../_lib/portal-pages'
import { fromOtherSite, refused } from '../../_lib/portal-post'
import { currentViewer } from '../../_lib/viewer.server'

export const dynamic = 'force-dynamic'

/**
 * POST /portal/privacy/export: everything held about the signed-in student, as a JSON file to save; each download is
 * in the audit log. A parent's session, another site's post or no session: 404.
 */
export async function POST(request: Request) {
  const viewer = await currentViewer()
  if (!viewer || viewer.readOnly || fromOtherSite(request)) return refused()
  const data = await exportStudentData(await payloadClient(), viewer)
  if (!data) return refused()
  const day = new Date().toISOString().slice(0, 10)
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="my-student-file-${day}.json"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

export function GET() {
  return seeOther(PORTAL_PAGE_PATH.privacy)
}
