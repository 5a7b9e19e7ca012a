import {
  addressOf,
  invite,
  leadOf,
  meetingLine,
  signature,
  subjectTime,
  visitorDetails,
  whenLines,
  type BookingInviteDraft,
  type BookingMailDetails,
  type Recipient,
} from './booking-mail-parts'

/**
 * A cancellation, for the visitor or the counsellor: its invitation (CANCEL, with the raised sequence) removes the
 * meeting from their calendar. `cancelledBy` says whose choice it was; the visitor is offered `links.book`, if given.
 */
export function bookingCancellation(
  details: BookingMailDetails,
  recipient: Recipient,
  cancelledBy: 'visitor' | 'staff',
): BookingInviteDraft {
  const when = subjectTime(details, details.start, recipient)
  const text =
    recipient === 'visitor'
      ? [
          `Dear ${details.visitor.name},`,
          '',
          cancelledBy === 'visitor'
            ? `As you asked, we have cancelled your meeting with ${details.consultancy.name}.`
            : `We are sorry, but we have had to cancel your meeting with ${details.consultancy.name}.`,
          '',
          meetingLine(details, recipient),
          ...whenLines(details, details.start, recipient),
          '',
          'The cancellation with this email removes the meeting from your calendar.',
          ...(details.links.book
            ? [
                '',
                'If you would like to talk with us at another time, you can book a new meeting here:',
                details.links.book,
              ]
            : []),
          ...signature(details),
        ]
      : [
          cancelledBy === 'visitor'
            ? `${details.visitor.name} has cancelled their meeting with you.`
            : `Your meeting with ${details.visitor.name} has been cancelled.`,
          '',
          meetingLine(details, recipient),
          ...whenLines(details, details.start, recipient),
          '',
          ...visitorDetails(details),
          '',
          'The cancellation with this email removes the meeting from your calendar.',
        ]
  return {
    kind: 'booking-cancellation',
    to: addressOf(details, recipient),
    subject:
      recipient === 'visitor'
        ? `Your meeting on ${when} is cancelled`
        : `Booking cancelled: ${details.visitor.name}, ${when}`,
    text: text.join('\n'),
    ...invite(details, 'CANCEL'),
    ...leadOf(details),
  }
}
