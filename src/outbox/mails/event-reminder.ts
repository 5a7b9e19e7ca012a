import type { OutboxDraft } from '../outbox-draft'
import { cancelLines, leadOf, signature, whenLine, whereLines, type EventMailDetails } from './event-mail-parts'

/** "in 1 hour", "in 24 hours". */
const inHours = (hours: number) => `in ${hours} ${hours === 1 ? 'hour' : 'hours'}`

/** The reminder `hoursAhead` before the event (24, then 1), with the join link for those online. */
export function eventReminder(details: EventMailDetails, hoursAhead: number): OutboxDraft {
  return {
    kind: 'event-reminder',
    to: details.visitor.email,
    subject: `Reminder: ${details.event.title} is ${inHours(hoursAhead)}`,
    text: [
      `Dear ${details.visitor.name},`,
      '',
      `A short reminder: ${details.event.title} is ${inHours(hoursAhead)}.`,
      '',
      whenLine(details),
      ...whereLines(details, true),
      '',
      ...cancelLines(details),
      '',
      'We look forward to seeing you.',
      ...signature(details),
    ].join('\n'),
    ...leadOf(details),
  }
}
