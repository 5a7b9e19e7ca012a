import type { Payload, Where } from 'payload'

import type { Event } from '@/cms/payload-types'
import { type CheckedLead, storeLead } from '@/leads/intake.server'
import { LIMITS } from '@/schema/form-schema'

import type { LeadRef, Registrant } from './register.server'

/** Where an event happens, in a lead's City: online, or the venue's name. */
const placeOf = (event: Event) =>
  (event.attendance === 'online' ? 'Online' : event.venue?.trim() || 'In person').slice(0, LIMITS.text)

/**
 * The lead a registration joins (docs/decisions/0172): the visitor's latest lead when they have one (an enquiry or a
 * consultation, not spam), else a new enquiry from the source "event", stored by the intake as any other lead, so
 * the follow-up rules assign it and start its clock. Its organisation names the event, its city where it happens,
 * and its number is the E.164 digits the forms' rule keeps. A registration flagged as spam stores its lead flagged
 * and no registration.
 */
export async function leadForRegistration(
  payload: Payload,
  {
    event,
    registrant,
    attribution,
    spam,
    receivedAt,
  }: {
    event: Event
    registrant: Registrant
    attribution: CheckedLead['attribution']
    spam: CheckedLead['spam']
    receivedAt: Date
  },
): Promise<{ lead: LeadRef; spam: boolean }> {
  const email = registrant.email.toLowerCase()
  const flagged = spam.honeypot || spam.tooFast
  if (!flagged) {
    const existing = await latestLead(payload, email)
    if (existing) return { lead: existing, spam: false }
  }
  const stored = await storeLead(payload, {
    collection: 'enquiries',
    fields: {
      name: registrant.name,
      organization: event.title.slice(0, LIMITS.text),
      city: placeOf(event),
      email,
      contactNumber: registrant.contactNumber.replace(/\D/g, ''),
    },
    source: 'event',
    attribution,
    spam,
    receivedAt: receivedAt.toISOString(),
  })
  return { lead: { collection: 'enquiries', id: Number(stored.id) }, spam: stored.kind === 'spam' }
}

async function latestLead(payload: Payload, email: string): Promise<LeadRef | undefined> {
  const where: Where = { and: [{ email: { equals: email } }, { status: { not_equals: 'spam' } }] }
  const found = await Promise.all(
    (['enquiries', 'consultations'] as const).map(async (collection) => {
      const { docs } = await payload.find({
        collection,
        where,
        sort: '-createdAt',
        limit: 1,
        depth: 0,
        select: { createdAt: true },
        overrideAccess: true,
      })
      return docs[0] ? { collection, id: docs[0].id, at: docs[0].createdAt } : undefined
    }),
  )
  const latest = found.filter((lead) => lead !== undefined).sort((a, b) => b.at.localeCompare(a.at))[0]
  return latest && { collection: latest.collection, id: latest.id }
}
