// The rules and messages of the documents a student sends for their applications (docs/product.md §15, documents):
// the portal's upload form, the upload route, the admin's review and the checklists all read them from here.

const MB = 1024 * 1024

/** The largest file a student may send for one page of a document. */
export const DOCUMENT_MAX_BYTES = 10 * MB
/** The most pages (files) one upload may hold. */
export const DOCUMENT_MAX_PAGES = 10
/** A photo larger than this many pixels is refused before it is decoded (a phone's camera takes at most ~50 MP). */
export const DOCUMENT_MAX_PIXELS = 60_000_000
/** A photo's longer side after re-encoding: enough for a university to read a scanned page. */
export const DOCUMENT_IMAGE_LONG_SIDE = 3_000
/** What the file picker offers: PDFs and photos, HEIC/HEIF from phone cameras included. */
export const DOCUMENT_ACCEPT =
  'application/pdf,image/jpeg,image/png,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.heic,.heif'
/** The longest file name kept (the rest is cut, the extension kept). */
export const DOCUMENT_NAME_MAX = 120
/** The name a page is kept under when its own is only an extension (".pdf"). */
export const DOCUMENT_FALLBACK_NAME = 'document'
/** The quality photos are re-encoded at as JPEG: a photographed page's small print stays legible. */
export const DOCUMENT_JPEG_QUALITY = 85

/** What a student's document request is waiting for. */
export const DOCUMENT_STATUSES = ['missing', 'to-review', 'approved', 'rejected'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  missing: 'Missing',
  'to-review': 'Sent, waiting for review',
  approved: 'Approved',
  rejected: 'Rejected: please send it again',
}

/** One uploaded version of a document, as the counsellor reviewed it. */
export const VERSION_STATUSES = ['to-review', 'approved', 'rejected', 'superseded'] as const
export type VersionStatus = (typeof VERSION_STATUSES)[number]
export const VERSION_STATUS_LABELS: Record<VersionStatus, string> = {
  'to-review': 'To review',
  approved: 'Approved',
  rejected: 'Rejected',
  superseded: 'Replaced by a later upload',
}

/** Whether an item belongs to the student (one passport for every application) or to one application. */
export const DOCUMENT_SCOPES = ['student', 'application'] as const
export type DocumentScope = (typeof DOCUMENT_SCOPES)[number]
export const DOCUMENT_SCOPE_LABELS: Record<DocumentScope, string> = {
  student: 'The student (one for every application)',
  application: 'One application',
}

/** An optional validity rule: valid until at least N months after the intake starts, or issued within N months. */
export const VALIDITY_RULES = ['none', 'valid-after-intake', 'issued-within'] as const
export type ValidityRule = (typeof VALIDITY_RULES)[number]
export const VALIDITY_RULE_LABELS: Record<ValidityRule, string> = {
  none: 'No validity rule',
  'valid-after-intake': 'Valid until at least N months after the intake starts',
  'issued-within': 'Issued within the last N months',
}

/** Days before an item is due that the student is reminded. */
export const DOCUMENT_REMINDER_DAYS = [7, 1] as const
/** Days before a document's validity ends that it is flagged as about to expire. */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 30
export const REJECTION_REASON_MAX = 500

/** What the upload answers when it refuses a file or a request: one sentence the student can act on. */
export const DOCUMENT_MESSAGES = {
  noFile: 'Choose a file to upload.',
  empty: 'This file is empty. Choose the file again.',
  tooLarge: 'This file is larger than 10 MB. Send a smaller scan or photo.',
  tooManyPages: `Send at most ${DOCUMENT_MAX_PAGES} files at once.`,
  wrongType: 'Send a PDF, a JPEG, a PNG or a HEIC photo.',
  tooManyPixels: 'This photo is too large to read. Take it again at a normal camera setting.',
  unreadable: 'This file could not be read. Take the photo again or send a PDF.',
  badName: 'The file name has characters we cannot keep. Rename the file and send it again.',
  notYours: 'This document was not found.',
  notAllowed: 'Your parent or guardian access does not include uploading documents.',
  alreadyApproved: 'This document is already approved.',
  failed: 'The upload did not finish. Nothing of it was kept; your earlier upload is unchanged. Try again.',
  sent: 'Thank you. Your counsellor will review it.',
  reasonRequired: 'Say why the document is rejected, so the student knows what to send.',
} as const

/** What the admin's review answers the counsellor. */
export const REVIEW_MESSAGES = {
  notFound: 'This upload was not found, or it is not one of your students’ documents.',
  alreadyReviewed: 'This upload was already reviewed, or a newer one replaced it. Reload the list to see what is left.',
  badOutcome: 'Choose Approve or Reject.',
  reasonTooLong: `Keep the reason under ${REJECTION_REASON_MAX} characters.`,
  badDate: 'Give the date as a day of the calendar, such as 2028-05-31.',
  approved: 'Approved. The student is mailed a notice.',
  rejected: 'Rejected. The student is mailed a notice and reads your reason in the portal.',
  failed: 'The review was not saved. Try again.',
} as const

const DAY_MS = 24 * 60 * 60 * 1000

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

/** An item past its due date that the student still has to send (never sent, or sent and rejected). */
export const isOverdue = (item: { dueAt?: string | null; status: DocumentStatus }, now: Date): boolean =>
  Boolean(item.dueAt) &&
  Date.parse(item.dueAt!) < now.getTime() &&
  (item.status === 'missing' || item.status === 'rejected')

export type ExpiryFlag = { kind: 'expired' | 'expiring' | 'too-short'; on: string }

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
  if (until - now.getTime() <= DOCUMENT_EXPIRY_WARNING_DAYS * DAY_MS) return { kind: 'expiring', on }
  if (item.validity === 'valid-after-intake' && item.validityMonths) {
    const starts = intakes.map(intakeStart).filter((start): start is number => start !== null)
    if (starts.length && until < addMonths(Math.max(...starts), item.validityMonths)) return { kind: 'too-short', on }
  }
  return null
}

export const EXPIRY_FLAG_LABELS: Record<ExpiryFlag['kind'], string> = {
  expired: 'Expired',
  expiring: `Expires within ${DOCUMENT_EXPIRY_WARNING_DAYS} days`,
  'too-short': 'Not valid long enough after the intake',
}

/** "7 of 10 approved": the progress line of an application's required documents. */
export const documentProgress = (approved: number, required: number): string => `${approved} of ${required} approved`
