import { logger } from '@/observability/logger.server'
import { payloadClient } from '@/payload/payload.server'
import { fieldErrors } from '@/schema/form-schema'
import { PORTAL_MESSAGES, portalMessageSchema } from '@/schema/portal'
import { PORTAL_MESSAGES_PATH, sendPortalMessage } from '@/students/portal-messages.server'

import { seeOther } from '../../../_lib/see-other'
import { backToForm } from '../../_lib/portal-form-cookie'
import { formText, fromOtherSite, refused } from '../../_lib/portal-post'
import { currentViewer } from '../../_lib/viewer.server'

export const dynamic = 'force-dynamic'

/**
 * POST /portal/messages/send: the student's message. Stored with the student as its sender, each counsellor mailed a
 * notice, then a 303 to the conversation. A parent's session, another site's post or no session: 404, nothing stored.
 */
export async function POST(request: Request) {
  const viewer = await currentViewer()
  if (!viewer || viewer.readOnly || fromOtherSite(request)) return refused()
  const body = (await formText(request))('body')
  const parsed = portalMessageSchema.safeParse({ body })
  if (!parsed.success) {
    return backToForm(PORTAL_MESSAGES_PATH, { values: { body }, errors: fieldErrors(parsed.error) })
  }
  try {
    if (!(await sendPortalMessage(await payloadClient(), viewer, parsed.data.body))) return refused()
  } catch (error) {
    logger().error({ err: error }, 'portal message not stored')
    return backToForm(PORTAL_MESSAGES_PATH, { values: { body }, errors: { _: PORTAL_MESSAGES.failed } })
  }
  return backToForm(PORTAL_MESSAGES_PATH, null, `${PORTAL_MESSAGES_PATH}?sent=1`)
}

export function GET() {
  return seeOther(PORTAL_MESSAGES_PATH)
}
