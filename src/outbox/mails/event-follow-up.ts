import type { OutboxDraft } from '../outbox-draft'
import { leadOf, signature, type EventMailDetails } from './event-mail-parts'

/**
 * After the event: thanks and the recording for those who came, the recording and an apology-free "we missed you"
 * for those who did not; both invite them to book their free consultation.
 */
export function eventFollowUp(details: EventMailDetails, { attended }: { attended: boolean }): OutboxDraft {
  const { title, recordingLink } = details.event
  const recording = recordingLink ? ['', `The recording: ${recordingLink}`] : []
  return {
    kind: 'event-follow-up',
    to: details.visitor.email,
    subject: attended ? `Thank you for coming: ${title}` : `Sorry we missed you: ${title}`,
    text: [
      `Dear ${details.visitor.name},`,
      '',
      attended
        ? `Thank you for coming to ${title}. We hope it helped.`
        : `We missed you at ${title}. Here is what you can catch up on.`,
      ...recording,
      '',
      attended
        ? 'Your next step: book your free consultation, and a counsellor will plan your applications with you:'
        : 'Book your free consultation, and a counsellor will answer your questions one to one:',
      details.bookUrl,
      ...signature(details),
    ].join('\n'),
    ...leadOf(details),
  }
}
