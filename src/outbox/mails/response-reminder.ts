import type { OutboxDraft } from '../outbox-draft'
import { leadDueParts, type LeadDue } from './lead-due'

/** The assignee's reminder, before a lead falls due for its first answer. */
export function responseReminder(to: string, waiting: LeadDue): OutboxDraft {
  const { due, about, link } = leadDueParts(waiting)
  return {
    kind: 'response-reminder',
    to,
    subject: `Answer ${waiting.lead.name} by ${due}`,
    text: `A lead assigned to you is due for its first answer at ${due}:\n\n${about}\n\nOpen it: ${link}\n`,
    lead: { relationTo: waiting.collection, value: waiting.lead.id },
  }
}
