import type { OutboxDraft } from '../outbox-draft'

/**
 * An admin's notice that a student asked in the portal for their file to be deleted, with the file's page in the
 * admin, where an admin confirms by deleting it.
 */
export function deletionRequest(
  details: { to: string; student: string; consultancy: { name: string } },
  adminLink: string,
): OutboxDraft {
  return {
    kind: 'deletion-request',
    to: details.to,
    subject: `${details.student} asks for their student file to be deleted`,
    text: [
      `${details.student} has asked in the student portal for their file to be deleted.`,
      '',
      'To confirm, an admin deletes the file in the admin; this also deletes its applications, messages, parents and portal access. The audit log keeps that it was deleted:',
      adminLink,
      '',
      details.consultancy.name,
    ].join('\n'),
  }
}
