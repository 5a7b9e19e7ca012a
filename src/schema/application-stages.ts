/**
 * The stages an application to a university moves through, in order (docs/product.md §15), and the exits it may take
 * from any of them. One list for the collection's rules, the staff's board, the dashboard and the portal's timeline.
 */
export const PROGRESS_STAGES = [
  'shortlisted',
  'preparing',
  'submitted',
  'conditional-offer',
  'unconditional-offer',
  'offer-accepted',
  'deposit-paid',
  'confirmation-of-studies',
  'visa-applied',
  'visa-granted',
  'enrolled',
] as const

/** Where an application may end from any stage. */
export const EXIT_STAGES = ['rejected', 'withdrawn', 'deferred', 'visa-refused'] as const

export const APPLICATION_STAGES = [...PROGRESS_STAGES, ...EXIT_STAGES] as const
export type ApplicationStage = (typeof APPLICATION_STAGES)[number]

export const STAGE_LABELS: Record<ApplicationStage, string> = {
  shortlisted: 'Shortlisted',
  preparing: 'Preparing',
  submitted: 'Submitted',
  'conditional-offer': 'Conditional offer',
  'unconditional-offer': 'Unconditional offer',
  'offer-accepted': 'Offer accepted',
  'deposit-paid': 'Deposit paid',
  'confirmation-of-studies': 'Confirmation of studies',
  'visa-applied': 'Visa applied',
  'visa-granted': 'Visa granted',
  enrolled: 'Enrolled',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  deferred: 'Deferred',
  'visa-refused': 'Visa refused',
}

/** What the student reads under their application's stage in the portal: what happens next. */
export const STAGE_NEXT_STEPS: Record<ApplicationStage, string> = {
  shortlisted: 'Your counsellor is checking this choice with you before you apply.',
  preparing: 'We are preparing your application and the documents it needs.',
  submitted: 'Your application is with the university. We will tell you as soon as it answers.',
  'conditional-offer': 'You have an offer with conditions. Meet them and send the proof to your counsellor.',
  'unconditional-offer': 'You have an unconditional offer. Decide with your counsellor whether to accept it.',
  'offer-accepted': 'You accepted the offer. The next step is the deposit.',
  'deposit-paid': 'Your deposit is paid. The university will issue your confirmation of studies.',
  'confirmation-of-studies': 'You have your confirmation of studies. Next: the visa application.',
  'visa-applied': 'Your visa application is in. Keep your passport at hand for the decision.',
  'visa-granted': 'Your visa is granted. Plan your travel and enrolment.',
  enrolled: 'You are enrolled. Congratulations!',
  rejected: 'The university did not make an offer. Your counsellor will talk through your other choices.',
  withdrawn: 'This application was withdrawn.',
  deferred: 'This application is deferred to a later intake.',
  'visa-refused': 'The visa was refused. Your counsellor will talk through what can be done.',
}

/** The same, as a parent or guardian reads it in the portal: about the student, by their first name. */
export const STAGE_NEXT_STEPS_FOR_FAMILY: Record<ApplicationStage, (student: string) => string> = {
  shortlisted: (student) => `The counsellor is checking this choice with ${student} before applying.`,
  preparing: (student) => `We are preparing ${student}'s application and the documents it needs.`,
  submitted: () => 'The application is with the university. We will say as soon as it answers.',
  'conditional-offer': (student) =>
    `${student} has an offer with conditions. Once they are met, ${student} sends the proof to the counsellor.`,
  'unconditional-offer': (student) =>
    `${student} has an unconditional offer, and decides with the counsellor whether to accept it.`,
  'offer-accepted': (student) => `${student} accepted the offer. The next step is the deposit.`,
  'deposit-paid': () => 'The deposit is paid. The university will issue the confirmation of studies.',
  'confirmation-of-studies': (student) => `${student} has the confirmation of studies. Next: the visa application.`,
  'visa-applied': (student) => `The visa application is in. ${student} keeps their passport at hand for the decision.`,
  'visa-granted': (student) => `${student}'s visa is granted. Time to plan the travel and enrolment.`,
  enrolled: (student) => `${student} is enrolled. Congratulations!`,
  rejected: (student) =>
    `The university did not make an offer. The counsellor will talk through ${student}'s other choices.`,
  withdrawn: () => 'This application was withdrawn.',
  deferred: () => 'This application is deferred to a later intake.',
  'visa-refused': (student) =>
    `The visa was refused. The counsellor will talk through with ${student} what can be done.`,
}

export const isExitStage = (stage: ApplicationStage): boolean => (EXIT_STAGES as readonly string[]).includes(stage)

const progressIndex = (stage: ApplicationStage): number => (PROGRESS_STAGES as readonly string[]).indexOf(stage)

/**
 * Whether a move from one stage to another needs a reason: a step back along the progress stages, or a return from
 * an exit (reopening an application). Moving forward, skipping stages or taking an exit needs none.
 */
export function stageMoveNeedsReason(from: ApplicationStage, to: ApplicationStage): boolean {
  if (from === to || isExitStage(to)) return false
  if (isExitStage(from)) return true
  return progressIndex(to) < progressIndex(from)
}

export const STAGE_REASON_REQUIRED = 'Say why the application moves back to an earlier stage.'
export const STAGE_REASON_MAX = 500

/** Dated deadlines an application carries; each reminds the student and the counsellor before it falls. */
export const DEADLINE_KINDS = ['application', 'offer-conditions', 'deposit', 'visa-appointment', 'other'] as const
export type DeadlineKind = (typeof DEADLINE_KINDS)[number]
export const DEADLINE_LABELS: Record<DeadlineKind, string> = {
  application: 'Application deadline',
  'offer-conditions': 'Offer conditions due',
  deposit: 'Deposit due',
  'visa-appointment': 'Visa appointment',
  other: 'Other deadline',
}
/** Days before a deadline that its reminders go out. */
export const DEADLINE_REMINDER_DAYS = [7, 1] as const

export const COMMISSION_STATUSES = ['not-due', 'invoiced', 'received', 'written-off'] as const
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number]
export const COMMISSION_STATUS_LABELS: Record<CommissionStatus, string> = {
  'not-due': 'Not due',
  invoiced: 'Invoiced',
  received: 'Received',
  'written-off': 'Written off',
}

export const STUDY_LEVELS = [
  'foundation',
  'diploma',
  'undergraduate',
  'postgraduate-taught',
  'postgraduate-research',
] as const
export type StudyLevel = (typeof STUDY_LEVELS)[number]
export const STUDY_LEVEL_LABELS: Record<StudyLevel, string> = {
  foundation: 'Foundation',
  diploma: 'Diploma',
  undergraduate: 'Undergraduate',
  'postgraduate-taught': 'Postgraduate (taught)',
  'postgraduate-research': 'Postgraduate (research)',
}
