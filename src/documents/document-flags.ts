import {
  DOCUMENT_EXPIRY_WARNING_DAYS,
  type DocumentStatus,
  type ExpiryKind,
  type ValidityRule,
} from '@/schema/student-documents'

const DAY = 24 * 60 * 60 * 1000

/** A required document past its due date and not yet sent (or sent and rejected); an optional one is never late. */
export const isOverdue = (
  item: { status: DocumentStatus; dueAt?: string | null; required?: boolean | null },
  now: Date,
): boolean =>
  item.required !== false &&
  Boolean(item.dueAt) &&
  (item.status === 'missing' || item.status === 'rejected') &&
  Date.parse(item.dueAt!) < now.getTime()

/** An approved document whose validity ends within the warning days (or has ended). */
export const isExpiring = (item: { status: DocumentStatus; validUntil?: string | null }, now: Date): boolean =>
  item.status === 'approved' &&
  Boolean(item.validUntil) &&
  Date.parse(item.validUntil!) < now.getTime() + DOCUMENT_EXPIRY_WARNING_DAYS * DAY

/** The first day of an intake ("2027-09"), in UTC; null for a value that is not an intake. */
const intakeStart = (intake: string): number | null => {
  const match = /^(\d{4})-(\d{2})$/.exec(intake)
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, 1) : null
}

const addMonths = (at: number, months: number): number => {
  const date = new Date(at)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.getTime()
}

export type ExpiryFlag = { kind: ExpiryKind; on: string }

/**
 * Whether an approved document's validity needs the counsellor: it ended or ends within
 * DOCUMENT_EXPIRY_WARNING_DAYS; or, under "valid after the intake", it ends before the intake (the latest of its
 * applications') starts plus the rule's months. Null when nothing needs doing or nothing is known.
 */
export function expiryFlag(
  item: {
    validity?: ValidityRule | null
    validityMonths?: number | null
    validUntil?: string | null
    issuedOn?: string | null
  },
  intakes: readonly string[],
  now: Date,
): ExpiryFlag | null {
  const until = item.validUntil
    ? Date.parse(item.validUntil)
    : item.validity === 'issued-within' && item.issuedOn && item.validityMonths
      ? addMonths(Date.parse(item.issuedOn), item.validityMonths)
      : null
  if (until === null || Number.isNaN(until)) return null
  const on = new Date(until).toISOString()
  if (until < now.getTime()) return { kind: 'expired', on }
  if (until - now.getTime() <= DOCUMENT_EXPIRY_WARNING_DAYS * DAY) return { kind: 'expiring', on }
  if (item.validity === 'valid-after-intake' && item.validityMonths) {
    const starts = intakes.map(intakeStart).filter((start): start is number => start !== null)
    if (starts.length && until < addMonths(Math.max(...starts), item.validityMonths)) return { kind: 'too-short', on }
  }
  return null
}
