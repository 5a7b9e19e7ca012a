import type { PartOfDay } from './booking-times'

// Every string of the booking pages (/book, /book/booked) that the forms do not share. The strings shared with the
// forms and the booking call come from src/schema: MESSAGES, BOOKING_TEXT.

export type MeetingMode = 'phone' | 'video' | 'office'

/** How a meeting happens, after its length: "30 minutes on a video call". */
const HOW: Record<MeetingMode, string> = {
  phone: 'on the phone',
  video: 'on a video call',
  office: 'at our office',
}

export const BOOK_PAGE = {
  metaTitle: 'Book a free consultation',
  description:
    'Choose a day and a time that suit you, in your own time zone, for a free consultation with one of our counsellors.',
  crumb: 'Book a consultation',
  eyebrow: 'Free consultation',
  title: 'Book a free consultation',
  lead: (minutes: number, mode: MeetingMode) =>
    `Talk your plans through with one of our counsellors: ${minutes} minutes ${HOW[mode]}, free of charge. Choose a day and a time that suit you.`,
  leadClosed: 'Talk your plans through with one of our counsellors, free of charge.',
  stepsLabel: 'Booking steps',
  steps: ['Choose a day', 'Choose a time', 'Your details'],
  stepNumber: (step: number, of: number) => `Step ${step} of ${of}: `,
} as const

export const ZONE_TEXT = {
  label: 'Show times in',
  button: 'Update times',
  /** An option of the zone list: "London (GMT+1)". */
  option: (place: string, offset: string) => `${place} (${offset})`,
} as const

/** The zones offered in the list, west to east; the visitor's own is added when it is not among them. */
export const COMMON_ZONES: readonly { zone: string; place: string }[] = [
  { zone: 'America/Los_Angeles', place: 'Los Angeles' },
  { zone: 'America/Chicago', place: 'Chicago' },
  { zone: 'America/New_York', place: 'New York' },
  { zone: 'America/Toronto', place: 'Toronto' },
  { zone: 'UTC', place: 'UTC' },
  { zone: 'Europe/London', place: 'London' },
  { zone: 'Europe/Dublin', place: 'Dublin' },
  { zone: 'Europe/Paris', place: 'Paris' },
  { zone: 'Europe/Berlin', place: 'Berlin' },
  { zone: 'Africa/Nairobi', place: 'Nairobi' },
  { zone: 'Asia/Dubai', place: 'Dubai' },
  { zone: 'Asia/Karachi', place: 'Karachi' },
  { zone: 'Asia/Kolkata', place: 'India' },
  { zone: 'Asia/Kathmandu', place: 'Kathmandu' },
  { zone: 'Asia/Dhaka', place: 'Dhaka' },
  { zone: 'Asia/Singapore', place: 'Singapore' },
  { zone: 'Asia/Hong_Kong', place: 'Hong Kong' },
  { zone: 'Asia/Tokyo', place: 'Tokyo' },
  { zone: 'Australia/Sydney', place: 'Sydney' },
  { zone: 'Pacific/Auckland', place: 'Auckland' },
]

export const DAYS_TEXT = {
  title: 'Choose a day',
  lead: 'These are the days with free times in the next three weeks.',
  listLabel: 'Days with free times',
  count: (free: number) => (free === 1 ? '1 free time' : `${free} free times`),
  /** "You can call us on <phones>, or send us a message." after BOOKING_TEXT.noTimes. */
  callUs: 'You can call us on',
  or: 'or',
  messageUs: 'send us a message',
  messageUsAlone: 'Send us a message',
} as const

export const TIMES_TEXT = {
  title: (day: string) => `Choose a time on ${day}`,
  lead: 'Each meeting starts at the time you choose.',
  otherDay: 'Choose another day',
  none: (day: string) => `There are no free times left on ${day}. Please choose another day.`,
  gone: 'Sorry, that time is no longer free. Please choose another of the times below.',
  parts: {
    early: 'Early hours',
    morning: 'Morning',
    afternoon: 'Afternoon',
    evening: 'Evening',
  } satisfies Record<PartOfDay, string>,
  /** The office's clock beside the visitor's: "10:00 in Noida", "10:00 on Friday in Noida". */
  office: (time: string, place: string, weekday: string | null) =>
    weekday ? `${time} on ${weekday} in ${place}` : `${time} in ${place}`,
  /** The same, short, as a time's cell shows it under the visitor's clock: "Noida 10:00", "Noida Fri 10:00". */
  officeShort: (time: string, place: string, weekday: string | null) =>
    weekday ? `${place} ${weekday.slice(0, 3)} ${time}` : `${place} ${time}`,
  /** The office's place when the settings name no city. */
  officeFallback: 'our office',
} as const

export const DETAILS_TEXT = {
  title: 'Your details',
  chosen: 'Your time',
  /** "Thursday 3 December at 15:30". */
  when: (day: string, time: string) => `${day} at ${time}`,
  length: (minutes: number, mode: MeetingMode) => `${minutes} minutes ${HOW[mode]}`,
  otherTime: 'Choose another time',
  lead: 'Tell us who you are, and we will send you a confirmation with a calendar invitation.',
  formLabel: 'Book this time',
  labels: { name: 'Name', email: 'Email address', contactNumber: 'Contact number' },
  captchaLabel: 'What is',
  honeypot: 'Leave this field empty',
  submit: 'Book this time',
  /** The visitor who just sent us their details: nothing to type again. */
  forLead: (name: string, email: string) =>
    `You are booking as ${name}. We will send the confirmation and its calendar invitation to ${email}.`,
  summaryTitle: 'A few details need another look',
  busy: 'We have had a lot of booking requests from your network just now. Please wait a few minutes, then press “Book this time” again. Your details are still here.',
  failed: 'Sorry, we could not make the booking just now. Please try again in a moment.',
  unreadable: 'Something in the form could not be read. Please check your details and press “Book this time” again.',
} as const

export const CLOSED_TEXT = {
  title: 'Online booking is paused',
  text: 'You cannot book a consultation here just now. Please call us, and we will find a time together.',
} as const

export const BOOKED_PAGE = {
  metaTitle: 'Your booking',
  description: 'The confirmation of a consultation booked with our counsellors.',
  eyebrow: 'Booking confirmed',
  title: 'You’re booked',
  lead: (name: string) => `Thank you, ${name}. We look forward to talking with you.`,
  detailsTitle: 'Your meeting',
  when: 'When',
  /** "your time, London". */
  yourTime: (place: string) => `your time, ${place}`,
  /** After TIMES_TEXT.office: "That is 10:00 in Noida." */
  officeTime: (office: string) => `That is ${office}.`,
  with: 'With',
  someone: 'One of our counsellors',
  how: 'How',
  ways: {
    phone: (counsellor: string, number: string) => `${counsellor} will call you on ${number}.`,
    video: 'A video call. The link is in your invitation.',
    office: (address: string) => `At our office: ${address}.`,
  },
  sent: (email: string) =>
    `We have sent a confirmation with a calendar invitation to ${email}. Add it to your calendar so the time is kept for you.`,
  change: 'If the time stops suiting you, the email has links to choose another time or to cancel.',
  invalidTitle: 'This booking link has expired',
  invalidLead:
    'The link may be incomplete, or the meeting it was for has already started. You are welcome to book a new time.',
  cancelledTitle: 'This booking was cancelled',
  cancelledLead: 'The meeting will not take place. You are welcome to book a new time whenever it suits you.',
  bookAgain: 'Book a time',
} as const

/** On /thankyou: book a time now, as the lead just sent (its cookie carries who they are). */
export const PICK_A_TIME = {
  lead: 'Would you rather talk at a time that suits you? Pick one now: it takes a minute.',
  button: 'Pick a time now',
} as const

/** /book/manage: a booked meeting's own page, from the links in its mails. */
export const MANAGE_TEXT = {
  metaTitle: 'Your booking',
  title: 'Your booking',
  current: (when: string) => `Your meeting is on ${when}.`,
  cancelLead: 'Cancel it if the time no longer suits you, or choose another time instead.',
  cancel: 'Cancel this meeting',
  rescheduleLead: 'Choose a new day and time; your counsellor keeps it when they are free then.',
  chooseDay: 'Choose a new day',
  chooseTime: (day: string) => `Choose a new time on ${day}`,
  move: (when: string) => `Move my meeting to ${when}`,
  otherTime: 'Choose another time instead',
  cancelled: 'Your meeting is cancelled. We have sent you the cancellation for your calendar.',
  moved: 'Your meeting has moved. We have sent you the new invitation for your calendar.',
  taken: 'That time has just been taken. Please choose another.',
  invalid: 'This link has expired, or the meeting has already taken place or been cancelled.',
  bookAgain: 'Book a time',
} as const
