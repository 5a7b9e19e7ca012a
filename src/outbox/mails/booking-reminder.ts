import type { OutboxDraft } from '../outbox-draft'
import {
  howLine,
  leadOf,
  manageLines,
  meetingLine,
  signature,
  whenLines,
  type BookingMailDetails,
} from './booking-mail-parts'

/** "in 1 hour", "in 24 hours". */
const inHours = (hours: number) => `in ${hours} ${hours === 1 ? 'hour' : 'hours'}`

/** The visitor's reminder, `hoursAhead` before the meeting (e.g. 24, then 1): text only, with their links. */
export function bookingReminder(details: BookingMailDetails, hoursAhead: number): OutboxDraft {
  return {
    kind: 'booking-reminder',
    to: details.visitor.email,
    subject: `Reminder: your meeting with ${details.consultancy.name} is ${inHours(hoursAhead)}`,
    text: [
      `Dear ${details.visitor.name},`,
      '',
      `A short reminder: your meeting with ${details.consultancy.name} is ${inHours(hoursAhead)}.`,
      '',
      meetingLine(details, 'visitor'),
      ...whenLines(details, details.start, 'visitor'),
      howLine(details, 'visitor'),
      '',
      ...manageLines(details),
      '',
      'We look forward to speaking with you.',
      ...signature(details),
    ].join('\n'),
    ...leadOf(details),
  }
}
