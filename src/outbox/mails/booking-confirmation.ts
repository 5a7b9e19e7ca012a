import {
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
} from './booking-mail-parts'

/** The visitor's confirmation: the meeting in their time and the office's, how it happens, and their links. */
export function visitorConfirmation(details: BookingMailDetails): BookingInviteDraft {
  return {
    kind: 'booking-confirmation',
    to: details.visitor.email,
    subject: `Your meeting with ${details.consultancy.name}: ${subjectTime(details, details.start, 'visitor')}`,
    text: [
      `Dear ${details.visitor.name},`,
      '',
      `Thank you for booking a meeting with ${details.consultancy.name}. Here are the details:`,
      '',
      meetingLine(details, 'visitor'),
      ...whenLines(details, details.start, 'visitor'),
      howLine(details, 'visitor'),
      '',
      'The invitation with this email adds the meeting to your calendar.',
      '',
      ...manageLines(details),
      '',
      'We look forward to speaking with you.',
      ...signature(details),
    ].join('\n'),
    ...invite(details, 'REQUEST'),
    ...leadOf(details),
  }
}

/** The counsellor's copy: the same invitation, the visitor's details, and the lead in the admin when given. */
export function counsellorConfirmation(details: BookingMailDetails): BookingInviteDraft {
  return {
    kind: 'booking-confirmation',
    to: details.counsellor.email,
    subject: `New booking: ${details.visitor.name}, ${subjectTime(details, details.start, 'counsellor')}`,
    text: [
      `${details.visitor.name} has booked a meeting with you.`,
      '',
      meetingLine(details, 'counsellor'),
      ...whenLines(details, details.start, 'counsellor'),
      howLine(details, 'counsellor'),
      '',
      ...visitorDetails(details),
      '',
      'The invitation with this email adds the meeting to your calendar.',
    ].join('\n'),
    ...invite(details, 'REQUEST'),
    ...leadOf(details),
  }
}
