import type { Consultation, Enquiry } from '@/cms/payload-types'
import { ADMIN_PATH } from '@/config/cms-paths'
import { siteUrl } from '@/config/env.server'

import type { LeadCollection } from '../outbox-draft'
import { staffTime } from './staff-time'

/** A lead waiting for its first answer, as the response checks' mails name it. */
export type LeadDue = {
  collection: LeadCollection
  lead: Pick<Enquiry | Consultation, 'id' | 'name' | 'email' | 'contactNumber'>
  /** The deadline of its first answer (an ISO instant), written in `timeZone`, the staff's. */
  dueAt: string
  timeZone: string
}

/** The deadline as staff read it, the lead on one line, and its page in the admin. */
export function leadDueParts({ collection, lead, dueAt, timeZone }: LeadDue) {
  return {
    due: staffTime(dueAt, timeZone),
    about: `${lead.name} <${lead.email}>, ${lead.contactNumber}`,
    link: `${siteUrl()}${ADMIN_PATH}/collections/${collection}/${lead.id}`,
  }
}
