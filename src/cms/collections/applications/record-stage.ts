import type { CollectionBeforeChangeHook } from 'payload'

import {
  DEADLINE_KINDS,
  STAGE_REASON_REQUIRED,
  stageMoveNeedsReason,
  type ApplicationStage,
} from '@/schema/application-stages'
import { percentOf } from '@/schema/money'

import { StaffRefusal } from '../../staff-refusal'

type Row = Record<string, unknown>
export type Deadline = { dueAt?: string | null; met?: boolean | null; kind?: (typeof DEADLINE_KINDS)[number] | null }

/**
 * Keeps an application's stage history: every change with its date, who made it and the reason given, and refuses a
 * step back without a reason (docs/product.md §15). Also keeps the commission expected, derived from the fee and the rate.
 */
export const recordStage: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const now = new Date().toISOString()
  const by = req.user?.collection === 'users' ? req.user.id : null
  const reason = typeof data.stageReason === 'string' ? data.stageReason.trim() : ''
  delete data.stageReason
  const stage = (data.stage ?? originalDoc?.stage ?? 'shortlisted') as ApplicationStage
  if (operation === 'create') {
    data.stageHistory = [{ stage, from: null, reason: reason || null, by, at: now }]
    data.stageChangedAt = now
  } else {
    const from = originalDoc?.stage as ApplicationStage
    if (stage !== from) {
      if (stageMoveNeedsReason(from, stage) && !reason)
        throw new StaffRefusal(STAGE_REASON_REQUIRED, 400, 'stageReason')
      const history = (originalDoc?.stageHistory ?? []) as Row[]
      data.stageHistory = [...history, { stage, from, reason: reason || null, by, at: now }]
      data.stageChangedAt = now
    } else if ('stageHistory' in data) {
      // The history is a record: an update keeps the stored one, whatever it sends.
      data.stageHistory = originalDoc?.stageHistory ?? []
    }
  }
  data.commission = expectedCommission(
    (data.commission ?? originalDoc?.commission ?? {}) as Row,
    (data.tuitionFee ?? originalDoc?.tuitionFee ?? {}) as Row,
  )
  return data
}

/**
 * The earliest deadline not met and not passed: what the board's card and the portal show as "next". Worked out when
 * read, never stored, so that it moves on as time passes.
 */
export function nextOpenDeadline(deadlines: Deadline[], now: Date): string | null {
  const open = deadlines
    .filter((deadline) => deadline.dueAt && !deadline.met && new Date(deadline.dueAt) >= now)
    .map((deadline) => deadline.dueAt!)
    .sort()
  return open[0] ?? null
}

/** The commission expected: a percentage of the tuition fee in its currency, or an amount given as such. */
export function expectedCommission(commission: Row, tuitionFee: Row): Row {
  if (
    commission.basis === 'percent' &&
    typeof commission.percent === 'number' &&
    typeof tuitionFee.amount === 'number'
  ) {
    return {
      ...commission,
      expectedAmount: percentOf(tuitionFee.amount, Math.round(commission.percent * 100)),
      currency: tuitionFee.currency ?? commission.currency,
    }
  }
  if (commission.basis === 'amount') return { ...commission, expectedAmount: commission.amount ?? null }
  return { ...commission, expectedAmount: null }
}
