import type { Payload, Where } from 'payload'

import type { Consultation, Enquiry, User } from '@/cms/payload-types'
import type { Form, MetricLead } from './lead-metrics'

type Lead = Enquiry | Consultation
type Stored = Pick<Lead, 'status' | 'createdAt' | 'assignee' | 'responseDueAt' | 'firstResponseAt'> &
  Partial<Pick<Lead, 'responseMinutes' | 'statusHistory' | 'attribution'>>

const COUNTED = {
  status: true,
  createdAt: true,
  assignee: true,
  responseDueAt: true,
  firstResponseAt: true,
  responseMinutes: true,
  statusHistory: { status: true },
  attribution: { utm: { source: true, campaign: true } },
} as const

const CLOCKED = {
  name: true,
  status: true,
  assignee: true,
  createdAt: true,
  responseDueAt: true,
  firstResponseAt: true,
} as const

const idOf = (value: number | User | null | undefined) => (typeof value === 'object' ? (value?.id ?? null) : value)

const metricLead = (doc: Stored, form: Form): MetricLead => ({
  form,
  status: doc.status,
  createdAt: doc.createdAt,
  assignee: idOf(doc.assignee) ?? null,
  responseDueAt: doc.responseDueAt ?? null,
  firstResponseAt: doc.firstResponseAt ?? null,
  responseMinutes: doc.responseMinutes ?? null,
  history: (doc.statusHistory ?? []).map((change) => change.status),
  utmSource: doc.attribution?.utm?.source ?? null,
  utmCampaign: doc.attribution?.utm?.campaign ?? null,
})

/** The leads of both collections that arrived since `since`, spam left out; within `scope` when given. */
export async function leadsSince(payload: Payload, since: number, scope?: Where): Promise<MetricLead[]> {
  const where: Where = {
    and: [
      { createdAt: { greater_than_equal: new Date(since).toISOString() } },
      { status: { not_equals: 'spam' } },
      ...(scope ? [scope] : []),
    ],
  }
  const [enquiries, consultations] = await Promise.all([
    payload.find({ collection: 'enquiries', where, pagination: false, depth: 0, select: { ...COUNTED, source: true } }),
    payload.find({ collection: 'consultations', where, pagination: false, depth: 0, select: COUNTED }),
  ])
  return [
    ...enquiries.docs.map((doc) => metricLead(doc, doc.source)),
    ...consultations.docs.map((doc) => metricLead(doc, 'consultation')),
  ]
}

export type WaitingLead = Pick<Lead, 'id' | 'name' | 'status' | 'createdAt' | 'responseDueAt' | 'firstResponseAt'> & {
  collection: 'enquiries' | 'consultations'
  form: Form
  assignee: number | null
}

const OPEN = { status: { in: ['new', 'contacted', 'qualified'] } }

/**
 * The open leads of both collections still unanswered past their deadline, however long ago they arrived; within
 * `scope` when given.
 */
export function waitingPastDeadline(payload: Payload, now: number, scope?: Where): Promise<WaitingLead[]> {
  return openLeads(payload, {
    and: [
      OPEN,
      { firstResponseAt: { exists: false } },
      { responseDueAt: { less_than: new Date(now).toISOString() } },
      ...(scope ? [scope] : []),
    ],
  })
}

/** The open leads of both collections in nobody's hands, waiting for an admin to give them or a counsellor to take. */
export function unassignedOpen(payload: Payload): Promise<WaitingLead[]> {
  return openLeads(payload, { and: [OPEN, { assignee: { exists: false } }] })
}

async function openLeads(payload: Payload, where: Where): Promise<WaitingLead[]> {
  const [enquiries, consultations] = await Promise.all([
    payload.find({ collection: 'enquiries', where, pagination: false, depth: 0, select: { ...CLOCKED, source: true } }),
    payload.find({ collection: 'consultations', where, pagination: false, depth: 0, select: CLOCKED }),
  ])
  return [
    ...enquiries.docs.map((doc) => ({
      ...doc,
      collection: 'enquiries' as const,
      form: doc.source,
      assignee: idOf(doc.assignee) ?? null,
    })),
    ...consultations.docs.map((doc) => ({
      ...doc,
      collection: 'consultations' as const,
      form: 'consultation' as const,
      assignee: idOf(doc.assignee) ?? null,
    })),
  ]
}

/** The names staff go by (their email when they set none), by user id. */
export async function staffNames(payload: Payload, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: [...new Set(ids)] } },
    pagination: false,
    depth: 0,
    select: { name: true, email: true },
  })
  return new Map(docs.map((user) => [user.id, user.name || user.email]))
}
