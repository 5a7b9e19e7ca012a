import { siteUrl } from '@/config/env.server'

import type { LeadCollection, LeadDoc, OutboxDraft } from '../outbox-draft'

/** The visitor's acknowledgement, signed with `consultancy`, the name in the site settings. */
export function acknowledgement(collection: LeadCollection, lead: LeadDoc, consultancy: string): OutboxDraft {
  return {
    kind: 'acknowledgement',
    to: String(lead.email),
    subject: 'We have received your enquiry',
    text: [
      `Dear ${lead.name},`,
      '',
      `Thank you for contacting ${consultancy}. A counsellor will contact you shortly.`,
      '',
      consultancy,
      siteUrl(),
    ].join('\n'),
    lead: { relationTo: collection, value: lead.id },
  }
}
