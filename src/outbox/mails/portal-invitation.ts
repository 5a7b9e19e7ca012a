import type { OutboxDraft } from '../outbox-draft'
import type { PortalMailDetails } from './portal-sign-in'

/**
 * An invitation to the portal, for a student whose file was opened or a guardian a student or staff invited. It
 * carries no secret (a link that works once for 15 minutes would be stale before most people read it): it sends the
 * reader to the portal's sign-in page, where their address brings them a link.
 */
export function portalInvitation(
  details: PortalMailDetails & { student: string; guardian: boolean },
  signInPage: string,
): OutboxDraft {
  const what = details.guardian
    ? `${details.student} has invited you to follow their applications with ${details.consultancy.name}. You can read their applications, deadlines, meetings and messages; only ${details.student} and their counsellor can change them.`
    : `Your counsellor at ${details.consultancy.name} has opened your student file. In your portal you can follow each application, its deadlines and your meetings, and write to your counsellor.`
  return {
    kind: 'portal-invitation',
    to: details.email,
    subject: details.guardian
      ? `Follow ${details.student}'s applications with ${details.consultancy.name}`
      : `Your student portal with ${details.consultancy.name}`,
    text: [
      `Dear ${details.name},`,
      '',
      what,
      '',
      `To sign in, open ${signInPage} and enter this address (${details.email}): we mail you a link, with no password.`,
      '',
      details.consultancy.name,
    ].join('\n'),
  }
}
