import type { OutboxDraft } from '../outbox-draft'
import {
  cancelLines,
  eventInvite,
  leadOf,
  signature,
  whenLine,
  whereLines,
  type EventMailDetails,
} from './event-mail-parts'

/**
 * The visitor's seat confirmed, with the calendar invitation and, for those online, the join link; `updated` when the
 * event has moved, the invitation then replacing the one before in their calendar.
 */
export function eventConfirmation(details: EventMailDetails, { updated = false } = {}): OutboxDraft {
  return {
    kind: 'event-confirmation',
    to: details.visitor.email,
    subject: updated ? `Changed: ${details.event.title}` : `You are registered: ${details.event.title}`,
    text: [
      `Dear ${details.visitor.name},`,
      '',
      updated
        ? `${details.event.title} has changed: here are its new details. The invitation attached updates your calendar.`
        : `You have a seat at ${details.event.title}. The invitation attached adds it to your calendar.`,
      '',
      whenLine(details),
      ...whereLines(details, true),
      `About the event: ${details.event.url}`,
      '',
      ...cancelLines(details),
      '',
      'We will remind you the day before and an hour before.',
      ...signature(details),
    ].join('\n'),
    ...eventInvite(details, 'REQUEST'),
    ...leadOf(details),
  }
}
