import type { OutboxDraft } from '../outbox-draft'
import { eventInvite, leadOf, signature, type EventMailDetails } from './event-mail-parts'

/**
 * The visitor's registration is cancelled. One who had a seat (and so the invitation) gets its cancellation, which
 * removes the event from their calendar; one who only waited gets the text alone. `calledOff` when the event itself
 * is.
 */
export function eventCancellation(
  details: EventMailDetails,
  { hadSeat, calledOff = false }: { hadSeat: boolean; calledOff?: boolean },
): OutboxDraft {
  const mail = {
    kind: 'event-cancellation' as const,
    to: details.visitor.email,
    subject: calledOff ? `Called off: ${details.event.title}` : `Registration cancelled: ${details.event.title}`,
    text: [
      `Dear ${details.visitor.name},`,
      '',
      calledOff
        ? `We are sorry: ${details.event.title} has been called off. The attached cancellation removes it from your calendar.`
        : `Your registration for ${details.event.title} is cancelled. Thank you for letting us know.`,
      '',
      calledOff
        ? `Our other events: ${new URL('/events', details.event.url).toString()}`
        : `You are welcome to register again while seats are left: ${details.event.url}`,
      ...signature(details),
    ].join('\n'),
    ...leadOf(details),
  }
  return hadSeat ? { ...mail, ...eventInvite(details, 'CANCEL') } : mail
}
