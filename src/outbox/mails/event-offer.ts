import type { OutboxDraft } from '../outbox-draft'
import { eventTime, leadOf, signature, whenLine, type EventMailDetails } from './event-mail-parts'

/** A seat came free for the first on the waiting list: it is theirs if they take it before the hold ends. */
export function eventOffer(details: EventMailDetails): OutboxDraft {
  const until = details.offerExpiresAt ? eventTime(details.offerExpiresAt, details.consultancy.timeZone) : 'tomorrow'
  return {
    kind: 'event-offer',
    to: details.visitor.email,
    subject: `A seat is yours: ${details.event.title}`,
    text: [
      `Dear ${details.visitor.name},`,
      '',
      `A seat has come free at ${details.event.title}, and it is yours if you want it.`,
      `We hold it for you until ${until}. Take it here:`,
      details.registrationUrl,
      '',
      whenLine(details),
      `About the event: ${details.event.url}`,
      '',
      'If you do not take it by then, it goes to the next person waiting.',
      ...signature(details),
    ].join('\n'),
    ...leadOf(details),
  }
}
