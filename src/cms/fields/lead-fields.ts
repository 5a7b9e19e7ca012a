import type { CollectionBeforeChangeHook, Field, PayloadRequest } from 'payload'

import { workingMinutesBetween } from '@/calendar/working-time'

import { followUpSettings } from '../globals/site-settings/follow-up-settings.server'
import { contactLogField, leadContactField } from './lead-contact'
import { RECORD_ACCESS } from './record-access'
import { jsonField } from './json'
import { notesFields, stampNotes } from './notes'

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'enrolled', 'closed', 'spam'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

const statusOptions = LEAD_STATUSES.map((status) => ({
  label: status[0]!.toUpperCase() + status.slice(1),
  value: status,
}))

/** Where a submission came from: a lead's `attribution`, and each of its repeats. */
const ATTRIBUTION_FIELDS: Field[] = [
  { name: 'pagePath', type: 'text' },
  { name: 'referrer', type: 'text' },
  { name: 'landingPage', type: 'text', admin: { description: 'The first page of the visit (where UTM came from).' } },
  {
    name: 'utm',
    type: 'group',
    label: 'UTM parameters',
    fields: ['source', 'medium', 'campaign', 'term', 'content'].map((name) => ({ name, type: 'text' as const })),
  },
  { name: 'userAgent', type: 'text' },
]

/** Fields every lead carries for staff to work it. */
export const leadWorkflowFields: Field[] = [
  leadContactField,
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'new',
    index: true,
    options: statusOptions,
    admin: { position: 'sidebar' },
  },
  {
    name: 'assignee',
    type: 'relationship',
    relationTo: 'users',
    index: true,
    filterOptions: { role: { in: ['counsellor', 'admin'] } },
    admin: {
      position: 'sidebar',
      description: 'The counsellor following up this lead. A counsellor who works a lead with nobody here takes it.',
    },
  },
  {
    name: 'responseDueAt',
    type: 'date',
    index: true,
    label: 'Answer by',
    access: RECORD_ACCESS,
    admin: {
      components: { Cell: '/admin/response-clock/response-clock-cell#ResponseClockCell' },
      position: 'sidebar',
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime' },
      description: 'Arrival plus the response target, counted in working hours (Site settings, Lead follow-up).',
    },
  },
  {
    name: 'firstResponseAt',
    type: 'date',
    label: 'First answered',
    access: RECORD_ACCESS,
    admin: {
      position: 'sidebar',
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime' },
      description: 'The first status change from New, note or contact logged by staff.',
    },
  },
  {
    name: 'responseMinutes',
    type: 'number',
    label: 'Answered in (working minutes)',
    access: RECORD_ACCESS,
    admin: { position: 'sidebar', readOnly: true },
  },
  ...notesFields('lead'),
  {
    name: 'statusHistory',
    type: 'array',
    labels: { singular: 'Status change', plural: 'Status history' },
    // Field access runs before the collection's hooks, so recordLeadWork still appends to the stored history.
    access: RECORD_ACCESS,
    admin: { readOnly: true, description: 'Every status change, with who made it and when.' },
    fields: [
      { name: 'status', type: 'select', options: statusOptions },
      // Empty for the first entry, which the visitor's submission made.
      { name: 'by', type: 'relationship', relationTo: 'users', admin: { placeholder: 'The website form' } },
      { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    ],
  },
  contactLogField,
  {
    // The meetings booked for this lead (decision 0129): read from the bookings, nothing stored here.
    name: 'bookings',
    type: 'join',
    collection: 'bookings',
    on: 'lead',
    defaultSort: 'start',
    admin: { defaultColumns: ['start', 'status', 'counsellor', 'meetingType'], allowCreate: false },
  },
  {
    name: 'assignmentHistory',
    type: 'array',
    labels: { singular: 'Assignment', plural: 'Assignment history' },
    access: RECORD_ACCESS,
    admin: { readOnly: true, description: 'Who the lead was given to, by whom and when.' },
    fields: [
      { name: 'assignee', type: 'relationship', relationTo: 'users', admin: { placeholder: 'Nobody' } },
      // Empty when the rotation gave it.
      { name: 'by', type: 'relationship', relationTo: 'users', admin: { placeholder: 'The rotation' } },
      { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    ],
  },
  {
    name: 'repeats',
    type: 'array',
    labels: { singular: 'Repeat submission', plural: 'Repeat submissions' },
    access: RECORD_ACCESS,
    admin: {
      readOnly: true,
      description:
        'The same details were sent again from the same form within ten minutes; recorded here, not as a new lead.',
    },
    fields: [
      { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      jsonField({ name: 'fields' }),
      ...ATTRIBUTION_FIELDS,
    ],
  },
]

/** Where a lead came from, recorded when it is stored. */
export const attributionField: Field = {
  name: 'attribution',
  type: 'group',
  access: RECORD_ACCESS,
  admin: { readOnly: true },
  fields: ATTRIBUTION_FIELDS,
}

/**
 * Keeps a record's creation time on every update. `createdAt` is Payload's own field, and Payload 3 writes one sent
 * with an update (payloadcms/payload#13335); nothing in the site changes it after the record is stored.
 */
export const keepCreatedAt: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && originalDoc?.createdAt) data.createdAt = originalDoc.createdAt
  return data
}

type Row = Record<string, unknown>

/**
 * Records who changed a lead's status and when, and stamps new notes with their author and time.
 * Runs on staff edits; the intake (no user) records the first status itself.
 */
export const recordLeadWork: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const userId = req.user?.collection === 'users' ? req.user.id : undefined
  const now = new Date().toISOString()
  const newNote = stampNotes(data, originalDoc, userId, now)
  const before = operation === 'update' ? (originalDoc as Row | undefined)?.status : undefined
  const history = (data.statusHistory ?? originalDoc?.statusHistory ?? []) as Row[]
  const statusChanged = operation === 'update' && Boolean(data.status) && data.status !== before
  if (operation === 'create') {
    data.statusHistory = [{ status: data.status ?? 'new', by: userId ?? null, at: now }]
  } else if (statusChanged) {
    data.statusHistory = [...history, { status: data.status, by: userId ?? null, at: now }]
  }
  recordAssignment(data, originalDoc, operation, userId, now)
  // The response clock stops at the first real touch by staff: a status change from New, or a note. A logged
  // contact brings its own time (the endpoint sets it with the status), which is kept.
  if (userId !== undefined && operation === 'update' && !originalDoc?.firstResponseAt) {
    if ((statusChanged && before === 'new') || newNote) data.firstResponseAt ||= now
  }
  if (data.firstResponseAt && !originalDoc?.firstResponseAt && originalDoc?.createdAt) {
    data.responseMinutes = await responseMinutes(req, originalDoc.createdAt, data.firstResponseAt)
  }
  return data
}

/** The working minutes from a lead's arrival to its first answer, by the office's calendar. */
async function responseMinutes(req: PayloadRequest, arrivedAt: string, answeredAt: string): Promise<number> {
  const { calendar } = await followUpSettings(req.payload, req)
  return workingMinutesBetween(new Date(arrivedAt), new Date(answeredAt), calendar)
}

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : (value ?? null)

/** A change of assignee is kept in the lead's assignment history, with who made it (none: the rotation). */
function recordAssignment(data: Row, originalDoc: Row | undefined, operation: string, userId: unknown, now: string) {
  const history = (data.assignmentHistory ?? originalDoc?.assignmentHistory ?? []) as Row[]
  if (operation === 'create') {
    data.assignmentHistory = data.assignee ? [{ assignee: idOf(data.assignee), by: userId ?? null, at: now }] : []
    return
  }
  if (!('assignee' in data) || idOf(data.assignee) === idOf(originalDoc?.assignee)) return
  data.assignmentHistory = [...history, { assignee: idOf(data.assignee), by: userId ?? null, at: now }]
}
