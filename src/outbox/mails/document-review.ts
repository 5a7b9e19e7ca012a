import type { OutboxDraft } from '../outbox-draft'

export type DocumentReviewDetails = {
  to: { name: string; email: string }
  document: string
  outcome: 'approved' | 'rejected'
  /** The document's page in the portal. */
  link: string
  consultancy: { name: string }
}

/**
 * The student's notice that a counsellor reviewed one of their documents: approved, or to be sent again. Never the
 * reason's text: a mailbox holds nothing of the file (decision 0175); the portal shows it after sign-in.
 */
export function documentReviewNotice(details: DocumentReviewDetails): OutboxDraft {
  const approved = details.outcome === 'approved'
  return {
    kind: 'document-review',
    to: details.to.email,
    subject: approved ? `Your ${details.document} is approved` : `Please send your ${details.document} again`,
    text: [
      `Dear ${details.to.name},`,
      '',
      approved
        ? `Your counsellor has approved your ${details.document}.`
        : `Your counsellor could not accept your ${details.document} and has said why in your student portal. Please read it there and send the document again:`,
      ...(approved ? ['See every document of your applications in your student portal:'] : []),
      details.link,
      '',
      details.consultancy.name,
    ].join('\n'),
  }
}
