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

/** Why an approved document's validity needs the counsellor (src/documents/document-flags.ts judges it). */
export const EXPIRY_KINDS = ['expired', 'expiring', 'too-short'] as const
export type ExpiryKind = (typeof EXPIRY_KINDS)[number]
export const EXPIRY_FLAG_LABELS: Record<ExpiryKind, string> = {
  expired: 'Expired',
  expiring: `Expires within ${DOCUMENT_EXPIRY_WARNING_DAYS} days`,
  'too-short': 'Not valid long enough after the intake',
}

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

/** "7 of 10 approved": the progress line of an application's required documents. */
export const documentProgress = (approved: number, required: number): string => `${approved} of ${required} approved`
