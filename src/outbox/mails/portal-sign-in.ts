import type { OutboxDraft } from '../outbox-draft'

export type PortalMailDetails = {
  /** The student's or the guardian's name, as the mail greets them. */
  name: string
  email: string
  consultancy: { name: string }
}

/** The portal's sign-in link: single use, valid for `minutes`; the only mail that carries a portal secret. */
export function portalSignIn(details: PortalMailDetails, link: string, minutes: number): OutboxDraft {
  return {
    kind: 'portal-sign-in',
    to: details.email,
    subject: `Your sign-in link for ${details.consultancy.name}`,
    text: [
      `Dear ${details.name},`,
      '',
      `Open this link to sign in to your student portal. It works once, for ${minutes} minutes:`,
      link,
      '',
      'If you did not ask to sign in, you can ignore this mail: nobody can sign in without the link.',
      '',
      details.consultancy.name,
    ].join('\n'),
  }
}
