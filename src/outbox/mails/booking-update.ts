import {
  addressOf,
  howLine,
  invite,
  leadOf,
  manageLines,
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
 * A move to a new time, for the visitor or the counsellor: `details` has the new time and the raised sequence, so
 * the invitation moves the meeting already in their calendar; `previous` is the time it had.
 */
export function bookingUpdate(
  details: BookingMailDetails,
  previous: { start: Date },
  recipient: Recipient,
): BookingInviteDraft {
  const moved = [
    ...whenLines(details, details.start, recipient, 'New time'),
    ...whenLines(details, previous.start, recipient, 'It was'),
    '',
    meetingLine(details, recipient),
    howLine(details, recipient),
  ]
  const text =
    recipient === 'visitor'
      ? [
          `Dear ${details.visitor.name},`,
          '',
          `Your meeting with ${details.consultancy.name} has moved to a new time.`,
          '',
          ...moved,
          '',
          'The invitation with this email moves the meeting in your calendar.',
          '',
          ...manageLines(details),
          ...signature(details),
        ]
      : [
          `Your meeting with ${details.visitor.name} has moved to a new time.`,
          '',
          ...moved,
          '',
          ...visitorDetails(details),
          '',
          'The invitation with this email moves the meeting in your calendar.',
        ]
  return {
    kind: 'booking-update',
    to: addressOf(details, recipient),
    subject:
      recipient === 'visitor'
        ? `Your meeting has moved to ${subjectTime(details, details.start, recipient)}`
        : `Booking moved: ${details.visitor.name}, now ${subjectTime(details, details.start, recipient)}`,
    text: text.join('\n'),
    ...invite(details, 'REQUEST'),
    ...leadOf(details),
  }
}
