import type { OutboxDraft } from '../outbox-draft'
import { inDays } from './days-ahead'

export type DocumentReminderDetails = {
  to: { name: string; email: string }
  document: string
  dueAt: string
  /** The office's time zone, in which the day is told. */
  timeZone: string
  /** The document's page in the portal, where it is uploaded. */
  link: string
  consultancy: { name: string }
}

/** "8 Mar 2027": the day a document is due, in the office's time zone. */
const dayOf = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(new Date(at))

/** A reminder that a document the student has not yet sent (or must send again) is due `daysAhead` days from now. */
export function documentReminder(details: DocumentReminderDetails, daysAhead: number): OutboxDraft {
  return {
    kind: 'document-reminder',
    to: details.to.email,
    subject: `Reminder: your ${details.document} is due ${inDays(daysAhead)}`,
    text: [
      `Dear ${details.to.name},`,
      '',
      `A reminder: your ${details.document} is due ${inDays(daysAhead)}, on ${dayOf(details.dueAt, details.timeZone)}.`,
      'You can upload it from your phone in your student portal:',
      details.link,
      '',
      details.consultancy.name,
    ].join('\n'),
  }
}
