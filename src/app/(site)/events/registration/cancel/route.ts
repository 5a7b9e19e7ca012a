import { REGISTRATION_PATH, registrationPath } from '@/config/event-paths'
import { cancelRegistration } from '@/events/cancel.server'
import { payloadClient } from '@/payload/payload.server'

import { countRequest, LIMITS } from '../../../../api/_lib/rate-limits'
import { seeOther } from '../../../_lib/see-other'

export const dynamic = 'force-dynamic'

/** POST /events/registration/cancel: the visitor cancels from their registration's page (decision 0172). */
export async function POST(request: Request) {
  const form = await request.formData().catch(() => null)
  const token = String(form?.get('token') ?? '').slice(0, 100)
  if (!token) return seeOther(REGISTRATION_PATH)
  const limit = await countRequest(request, LIMITS.eventRegistration)
  if (!limit.ok) return seeOther(registrationPath(token))
  const outcome = await cancelRegistration(await payloadClient(), token)
  return seeOther(outcome.kind === 'cancelled' ? `${registrationPath(token)}&done=cancelled` : registrationPath(token))
}

export const GET = () => seeOther(REGISTRATION_PATH)
