import type { OutboxDraft } from '../outbox-draft'
import { cancelLines, leadOf, signature, whenLine, type EventMailDetails } from './event-mail-parts'

/** The visitor is on the waiting list: their place, and that a freed seat will be offered to them by mail. */
export function eventWaiting(details: EventMailDetails): OutboxDraft {
  return {
    kind: 'event-waiting',
    to: details.visitor.email,
    subject: `Waiting list: ${details.event.title}`,
    text: [
      `Dear ${details.visitor.name},`,
      '',
      `${details.event.title} is full, so we have put you on its waiting list: you are number ${details.place ?? 1}.`,
      'When a seat comes free we will email you, and hold it for you for a day.',
      '',
      whenLine(details),
      `About the event: ${details.event.url}`,
      '',
      'If you no longer wish to come, please leave the list here:',
      cancelLines(details)[1]!,
      ...signature(details),
    ].join('\n'),
    ...leadOf(details),
  }
}
