import type { UIFieldServerProps } from 'payload'

import type { User } from '@/cms/payload-types'
import { clockState, type ClockedLead } from '../response-clock/clock-state'
import { officeCalendar } from '../response-clock/office-calendar.server'
import { ResponseClockPill } from '../response-clock/response-clock-pill'
import { ContactButtons } from './contact-buttons'
import { contactTargets, type ReachableLead } from './contact-targets'
import { contactSettings } from './contact-settings.server'

/** The lead's one-click contact buttons, at the top of its sidebar. */
export async function LeadContactField({ data, id, collectionSlug, payload, user }: UIFieldServerProps) {
  if (!id || (collectionSlug !== 'enquiries' && collectionSlug !== 'consultations')) return null
  const lead = data as ReachableLead
  const me = user as User | null
  const targets = contactTargets(lead, me?.name || 'your counsellor', await contactSettings(payload))
  return (
    <div className="field-type lead-contact-field">
      <h3 className="lead-contact__heading">Contact {lead.name}</h3>
      <div className="lead-contact__clock">
        <ResponseClockPill state={clockState(data as ClockedLead, new Date(), await officeCalendar(payload))} />
      </div>
      <ContactButtons collection={collectionSlug} id={id} targets={targets} name={lead.name ?? 'the lead'} />
    </div>
  )
}
