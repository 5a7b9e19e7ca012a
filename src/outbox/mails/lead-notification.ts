import { env, siteUrl } from '@/config/env.server'

import type { LeadCollection, LeadDoc, OutboxDraft } from '../outbox-draft'
import { staffTime } from './staff-time'

const LABELS = {
  name: 'Name',
  organization: 'Organisation',
  city: 'City',
  email: 'Email',
  contactNumber: 'Contact number',
  currentlyPursuing: 'Currently pursuing',
  previousScore: 'Previous score',
  preferredCourse: 'Preferred course',
} satisfies Partial<Record<keyof LeadDoc, string>>

const FORM_NAMES: Record<string, string> = {
  popup: 'Enquiry popup',
  contact: 'Contact page form',
  consultation: 'Free consultation form',
  event: 'Event registration',
}

/** The staff notification: every field, the source and a link to the lead in the admin. */
export function leadNotification(collection: LeadCollection, lead: LeadDoc, recipients: string[]): OutboxDraft {
  const form = collection === 'consultations' ? 'consultation' : String(lead.source)
  const a = lead.attribution ?? {}
  const utm = Object.entries(a.utm ?? {})
    .filter(([, value]) => value)
    .map(([key, value]) => `utm_${key}=${value}`)
    .join(' ')
  const lines = [
    `A new lead arrived from the ${FORM_NAMES[form] ?? form}.`,
    '',
    ...(Object.keys(LABELS) as (keyof typeof LABELS)[])
      .filter((key) => key in lead)
      .map((key) => `${LABELS[key]}: ${lead[key]}`),
    ...(collection === 'consultations' && lead.terms?.acceptedAt
      ? [`Terms accepted: ${staffTime(lead.terms.acceptedAt, env().STAFF_TIME_ZONE)} (“${lead.terms.acceptedText}”)`]
      : []),
    '',
    `Form: ${FORM_NAMES[form] ?? form}`,
    `Page: ${a.pagePath ?? '(not sent)'}`,
    `Referrer: ${a.referrer || '(none)'}`,
    `Landing page: ${a.landingPage || '(not sent)'}`,
    `UTM: ${utm || '(none)'}`,
    `Browser: ${a.userAgent ?? ''}`,
    `Received: ${staffTime(lead.createdAt, env().STAFF_TIME_ZONE)}`,
    '',
    `Open it in the admin: ${siteUrl()}/admin/collections/${collection}/${lead.id}`,
  ]
  return {
    kind: 'lead-notification',
    to: recipients.join(', '),
    subject: `New ${collection === 'consultations' ? 'consultation request' : 'enquiry'}: ${lead.name}`,
    text: lines.join('\n'),
    lead: { relationTo: collection, value: lead.id },
  }
}
