import { STAGE_LABELS, STAGE_NEXT_STEPS, type ApplicationStage } from '@/schema/application-stages'

import type { OutboxDraft } from '../outbox-draft'

export type ApplicationStageDetails = {
  student: { name: string; email: string }
  university: string
  programme: string
  stage: ApplicationStage
  /** The application's page in the portal. */
  link: string
  consultancy: { name: string }
}

/**
 * The student's notice that an application moved to another stage: the new stage, what happens next, and the link to
 * the application in the portal. It never carries the staff's reason for the move nor their notes: the portal shows
 * the student what is theirs to read.
 */
export function applicationStageNotice(details: ApplicationStageDetails): OutboxDraft {
  const label = STAGE_LABELS[details.stage]
  return {
    kind: 'application-stage',
    to: details.student.email,
    subject: `Your application to ${details.university}: ${label}`,
    text: [
      `Dear ${details.student.name},`,
      '',
      `Your application to ${details.university} (${details.programme}) is now: ${label}.`,
      '',
      `What happens next: ${STAGE_NEXT_STEPS[details.stage]}`,
      '',
      `Follow it in your student portal: ${details.link}`,
      '',
      details.consultancy.name,
    ].join('\n'),
  }
}
