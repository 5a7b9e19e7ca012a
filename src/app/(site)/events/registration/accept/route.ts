import { REGISTRATION_PATH, registrationPath } from '@/config/event-paths'
import { acceptOffer } from '@/events/waiting-list.server'
import { payloadClient } from '@/payload/payload.server'

import { countRequest, LIMITS } from '../../../../api/_lib/rate-limits'
import { seeOther } from '../../../_lib/see-other'

export const dynamic = 'force-dynamic'

/** POST /events/registration/accept: the first on the waiting list takes the seat offered to them (decision 0172). */
export async function POST(request: Request) {
  const form = await request.formData().catch(() => null)
  const token = String(form?.get('token') ?? '').slice(0, 100)
  if (!token) return seeOther(REGISTRATION_PATH)
  const limit = await countRequest(request, LIMITS.eventRegistration)
  if (!limit.ok) return seeOther(registrationPath(token))
  const answer = await acceptOffer(await payloadClient(), token)
  const done = answer.kind === 'accepted' ? 'accepted' : answer.kind === 'lapsed' ? 'lapsed' : null
  return seeOther(done ? `${registrationPath(token)}&done=${done}` : registrationPath(token))
}

export const GET = () => seeOther(REGISTRATION_PATH)
