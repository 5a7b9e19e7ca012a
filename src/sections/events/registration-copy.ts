// The words of a registration's own page, which the visitor's mails link to.

export const REGISTRATION_TEXT = {
  eyebrow: 'Your registration',
  thanks: 'Thank you',
  thanksLead: 'If your details were right, we have emailed you about your registration.',
  unknown: 'This link is not valid any more',
  unknownLead: 'Please look for the latest mail about your registration, or register again from the event’s page.',
  seat: (name: string) => `${name}, you have a seat`,
  waiting: (place: number) => `You are number ${place} on the waiting list`,
  waitingLead: 'We will email you as soon as a seat comes free.',
  offered: 'A seat is waiting for you',
  offeredLead: (until: string) =>
    `It is held for you until ${until}. Take it before then, or it goes to the next person waiting.`,
  cancelled: 'This registration is cancelled',
  eventCancelled: 'This event has been called off.',
  take: 'Take the seat',
  cancel: 'Cancel my registration',
  seeEvent: 'See the event',
  done: {
    cancelled: 'Your registration is cancelled. Thank you for letting us know.',
    accepted: 'The seat is yours. We have emailed you the details and a calendar invitation.',
    lapsed: 'Sorry, this offer has passed and the seat has gone to the next person waiting.',
  },
} as const

export type DoneNotice = keyof typeof REGISTRATION_TEXT.done
