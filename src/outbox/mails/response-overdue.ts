import type { OutboxDraft } from '../outbox-draft'
import { leadDueParts, type LeadDue } from './lead-due'

/**
 * An admin's notice that a lead passed its deadline unanswered: `assignee` is the address of whoever had it (none:
 * nobody), `passedTo`, when the lead was passed on to the next counsellor, the address of who has it now.
 */
export function responseOverdue(
  to: string,
  waiting: LeadDue,
  { assignee, passedTo }: { assignee?: string; passedTo?: { email?: string } },
): OutboxDraft {
  const { due, about, link } = leadDueParts(waiting)
  const passedNote = passedTo ? `\nIt has been passed to ${passedTo.email}, with a new deadline.` : ''
  return {
    kind: 'response-overdue',
    to,
    subject: `Not answered in time: ${waiting.lead.name}`,
    text: `A lead was due for its first answer at ${due} and has none yet:\n\n${about}\nAssigned to: ${assignee ?? 'nobody'}${passedNote}\n\nOpen it: ${link}\n`,
    lead: { relationTo: waiting.collection, value: waiting.lead.id },
  }
}
