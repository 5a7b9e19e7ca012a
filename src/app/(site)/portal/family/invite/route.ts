import { logger } from '@/observability/logger.server'
import { payloadClient } from '@/payload/payload.server'
import { fieldErrors } from '@/schema/form-schema'
import { guardianInviteSchema, PORTAL_MESSAGES } from '@/schema/portal'
import { inviteGuardian } from '@/students/portal-family.server'

import { seeOther } from '../../../_lib/see-other'
import { backToForm } from '../../_lib/portal-form-cookie'
import { PORTAL_PAGE_PATH } from '../../_lib/portal-pages'
import { formText, fromOtherSite, refused } from '../../_lib/portal-post'
import { currentViewer } from '../../_lib/viewer.server'

export const dynamic = 'force-dynamic'

const PAGE = PORTAL_PAGE_PATH.family

/**
 * POST /portal/family/invite: the student invites a parent or guardian, who is mailed an invitation to the portal. A
 * parent's session, another site's post or no session: 404, nothing stored.
 */
export async function POST(request: Request) {
  const viewer = await currentViewer()
  if (!viewer || viewer.readOnly || fromOtherSite(request)) return refused()
  const text = await formText(request)
  const values = { name: text('name').trim(), email: text('email').trim(), relationship: text('relationship').trim() }
  const parsed = guardianInviteSchema.safeParse(values)
  if (!parsed.success) return backToForm(PAGE, { values, errors: fieldErrors(parsed.error) })
  try {
    const outcome = await inviteGuardian(await payloadClient(), viewer, parsed.data)
    if (outcome.kind === 'refused') return refused()
    if (outcome.kind === 'own-address') {
      return backToForm(PAGE, { values, errors: { email: PORTAL_MESSAGES.guardianIsStudent } })
    }
  } catch (error) {
    logger().error({ err: error }, 'guardian not invited')
    return backToForm(PAGE, { values, errors: { _: PORTAL_MESSAGES.failed } })
  }
  return backToForm(PAGE, null, `${PAGE}?invited=1`)
}

export function GET() {
  return seeOther(PAGE)
}
