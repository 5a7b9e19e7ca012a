import type { Payload, PayloadRequest } from 'payload'

import { addWorkingMinutes } from '@/calendar/working-time'

import { followUpSettings } from '@/cms/globals/site-settings/follow-up-settings.server'
import { takeTurn } from './take-turn.server'

/** What a new lead is given as it is stored: its counsellor (by the rotation, unless set to manual) and its clock. */
export type ArrivalFollowUp = { assignee?: number; responseDueAt?: string }

export async function followUpOnArrival(
  payload: Payload,
  { arrivedAt, req }: { arrivedAt: Date; req?: Partial<PayloadRequest> },
): Promise<ArrivalFollowUp> {
  const settings = await followUpSettings(payload, req)
  const { timeZone } = settings.calendar
  const assignee =
    settings.assignment === 'rotation' ? await takeTurn(payload, { now: arrivedAt, timeZone, req }) : null
  const due = addWorkingMinutes(arrivedAt, settings.responseTargetMinutes, settings.calendar)
  return { ...(assignee ? { assignee } : {}), ...(due ? { responseDueAt: due.toISOString() } : {}) }
}
