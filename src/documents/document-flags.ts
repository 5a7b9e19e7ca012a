import { DOCUMENT_EXPIRY_WARNING_DAYS, type DocumentStatus } from '@/schema/student-documents'

const DAY = 24 * 60 * 60 * 1000

/** Past its due date and not yet sent (or sent and rejected). */
export const isOverdue = (item: { status: DocumentStatus; dueAt?: string | null }, now: Date): boolean =>
  Boolean(item.dueAt) &&
  (item.status === 'missing' || item.status === 'rejected') &&
  Date.parse(item.dueAt!) < now.getTime()

/** An approved document whose validity ends within the warning days (or has ended). */
export const isExpiring = (item: { status: DocumentStatus; validUntil?: string | null }, now: Date): boolean =>
  item.status === 'approved' &&
  Boolean(item.validUntil) &&
  Date.parse(item.validUntil!) < now.getTime() + DOCUMENT_EXPIRY_WARNING_DAYS * DAY
