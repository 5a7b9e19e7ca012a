import type { Payload, PayloadRequest } from 'payload'

import type { LeadCollection, OutboxDraft, OutboxKind } from '@/cms/collections/outbox-messages/outbox-draft'
import type { Consultation, Enquiry, SiteSetting } from '@/cms/payload-types'
import { enqueue, MAIL_TASK, queueDelivery } from '@/cms/collections/outbox-messages/enqueue.server'
import { brandName, type BrandName } from '@/cms/globals/site-settings/brand-name'
import { env, siteHost, siteUrl } from '@/config/env.server'

import { newsletterLink } from './newsletter-tokens.server'
import { staffTime } from './staff-time'

export type { LeadCollection, OutboxDraft, OutboxKind }
export { enqueue, MAIL_TASK, queueDelivery }

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
}

/** A lead of either collection: the fields the two share, and each one's own as optional. */
type LeadDoc = Pick<Enquiry | Consultation, keyof Enquiry & keyof Consultation> &
  Partial<Omit<Enquiry, keyof Consultation>> &
  Partial<Omit<Consultation, keyof Enquiry>>

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

/** Unsubscribe headers of RFC 2369 and RFC 8058 (one-click). */
export function unsubscribeHeaders(email: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${newsletterLink('unsubscribe', email)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/** The link that confirms a subscription to the newsletter of `consultancy`, the name in the site settings. */
export function newsletterConfirmation(
  subscriber: { id: number | string; email: string },
  consultancy: string,
): OutboxDraft {
  return {
    kind: 'newsletter-confirmation',
    to: subscriber.email,
    subject: 'Please confirm your newsletter subscription',
    text: [
      `Thank you for subscribing to the ${consultancy} newsletter.`,
      '',
      'Please confirm your address by opening this link:',
      newsletterLink('confirm', subscriber.email),
      '',
      'If you did not subscribe, ignore this message and you will not hear from us.',
      '',
      `Unsubscribe: ${newsletterLink('unsubscribe', subscriber.email)}`,
    ].join('\n'),
    headers: unsubscribeHeaders(subscriber.email),
    lead: { relationTo: 'newsletter-subscribers', value: subscriber.id },
  }
}

/**
 * How long this process remembers what its mail takes from the site settings (the staff recipients, the
 * consultancy's name); a save of the site settings here forgets them at once.
 */
export const MAIL_SETTINGS_TTL_MS = 60_000

type MailSettings = { recipients: string[]; brand: BrandName }

// On globalThis: the server's route bundles and its job runner may each hold their own copy of this module.
const REMEMBERED = Symbol.for('brighter-bridge.mail-settings')
const memory = globalThis as { [REMEMBERED]?: { until: number; settings: MailSettings } }

export function forgetMailSettings(): void {
  delete memory[REMEMBERED]
}

/**
 * What the mail takes from the site settings, read once and remembered for MAIL_SETTINGS_TTL_MS, so a burst of leads
 * costs no read each. Inside a lead's transaction pass its `req`: a read outside it needs a second pooled connection
 * while the first is held, and a burst of leads then holds every connection and waits for one more until the pool
 * times out.
 */
async function mailSettings(payload: Payload, req?: Partial<PayloadRequest>): Promise<MailSettings> {
  const remembered = memory[REMEMBERED]
  if (remembered && remembered.until > Date.now()) return remembered.settings
  const settings = await readMailSettings(payload, req)
  memory[REMEMBERED] = { until: Date.now() + MAIL_SETTINGS_TTL_MS, settings }
  return settings
}

/** Staff recipients from the site settings, falling back to the general address. */
export const notificationRecipients = async (payload: Payload, req?: Partial<PayloadRequest>): Promise<string[]> =>
  (await mailSettings(payload, req)).recipients

/** The consultancy's names from the site settings, as the visitor's mail is signed and sent. */
export const mailBrandName = async (payload: Payload, req?: Partial<PayloadRequest>): Promise<BrandName> =>
  (await mailSettings(payload, req)).brand

async function readMailSettings(payload: Payload, req?: Partial<PayloadRequest>): Promise<MailSettings> {
  const settings: Pick<SiteSetting, 'leadNotificationRecipients' | 'emails' | 'name' | 'shortName'> =
    await payload.findGlobal({
      slug: 'site-settings',
      select: { leadNotificationRecipients: true, emails: true, name: true, shortName: true },
      depth: 0,
      overrideAccess: true,
      req,
    })
  const listed = ((settings?.leadNotificationRecipients ?? []) as { email?: string }[])
    .map((row) => row.email)
    .filter((email): email is string => Boolean(email))
  const general = settings?.emails?.general
  return {
    recipients: listed.length ? listed : general ? [general] : [],
    brand: brandName(settings, siteHost()),
  }
}

export const acknowledgeVisitors = () => env().MAIL_ACKNOWLEDGE_VISITORS
