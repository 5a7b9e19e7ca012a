import { DEADLINE_LABELS, type DeadlineKind } from '@/schema/application-stages'

import type { OutboxDraft } from '../outbox-draft'
import { inDays } from './days-ahead'
import { staffTime } from './staff-time'

export type DeadlineReminderDetails = {
  /** Who is reminded: the student, or one of the counsellors of their file. */
  to: { name: string; email: string; role: 'student' | 'counsellor' }
  student: string
  university: string
  programme: string
  deadline: { kind: DeadlineKind; dueAt: string; note?: string | null }
  /** The office's time zone, in which the deadline is told. */
  timeZone: string
  /** The application in the portal (for the student) or in the admin (for a counsellor). */
  link: string
  consultancy: { name: string }
}

/**
 * A reminder that an application's deadline falls `daysAhead` days from now (7, then 1): to the student, with the
 * link to the application in the portal, and to each counsellor of the file, with its link in the admin and the
 * deadline's note, which is the staff's.
 */
export function deadlineReminder(details: DeadlineReminderDetails, daysAhead: number): OutboxDraft {
  const { to, deadline } = details
  const label = DEADLINE_LABELS[deadline.kind]
  const when = staffTime(deadline.dueAt, details.timeZone)
  const student = to.role === 'student'
  const whose = student
    ? `your application to ${details.university} (${details.programme})`
    : `${details.student}'s application to ${details.university} (${details.programme})`
  return {
    kind: 'deadline-reminder',
    to: to.email,
    subject: student
      ? `Reminder: ${label} ${inDays(daysAhead)}, ${details.university}`
      : `Reminder: ${details.student}, ${label} ${inDays(daysAhead)}, ${details.university}`,
    text: [
      `Dear ${to.name},`,
      '',
      `A reminder: the ${label.toLowerCase()} of ${whose} falls ${inDays(daysAhead)}, on ${when}.`,
      ...(!student && deadline.note ? ['', `Note: ${deadline.note}`] : []),
      '',
      student ? `See what is needed in your student portal: ${details.link}` : `Open the application: ${details.link}`,
      '',
      details.consultancy.name,
    ].join('\n'),
  }
}
