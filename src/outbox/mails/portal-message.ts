import type { OutboxDraft } from '../outbox-draft'

type Consultancy = { name: string }

/**
 * A counsellor's notice of a student's new message: who wrote, and the student's page in the admin. Never the text: a
 * mailbox holds nothing of the conversation (docs/decisions/0175).
 */
export function portalMessageToCounsellor(
  details: { counsellor: { name: string; email: string }; student: string; consultancy: Consultancy },
  adminLink: string,
): OutboxDraft {
  return {
    kind: 'portal-message',
    to: details.counsellor.email,
    subject: `New message from ${details.student}`,
    text: [
      `Dear ${details.counsellor.name},`,
      '',
      `${details.student} has written to you in the student portal. Read and answer it on their page:`,
      adminLink,
      '',
      details.consultancy.name,
    ].join('\n'),
  }
}

/** A student's notice of their counsellor's new message, with a link to the portal's messages; never the text. */
export function portalMessageToStudent(
  details: { name: string; email: string; consultancy: Consultancy },
  messagesLink: string,
): OutboxDraft {
  return {
    kind: 'portal-message',
    to: details.email,
    subject: `New message from your counsellor at ${details.consultancy.name}`,
    text: [
      `Dear ${details.name},`,
      '',
      'Your counsellor has written to you. Read the message in your student portal:',
      messagesLink,
      '',
      details.consultancy.name,
    ].join('\n'),
  }
}
