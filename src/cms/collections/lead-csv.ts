import { CONSULTATION_ORDER, ENQUIRY_ORDER } from '@/schema/form-schema'
import { ownOnly } from '../access/own-or-unassigned'
import { ATTRIBUTION_COLUMNS, field, toCsv, type CsvColumn, type CsvDoc } from '../csv-export/csv'
import { csvExportEndpoint } from '../csv-export/csv-export-endpoint'
import type { Consultation, Enquiry } from '../payload-types'

type LeadCollection = 'enquiries' | 'consultations'
/** The staff's work on a lead, the same in both collections (exported at depth 1: the assignee is the user). */
type LeadWork = Pick<Enquiry | Consultation, 'assignee' | 'repeats' | 'notes'>

/** The form's own fields, in the form's order (the shared schema's), after the record's. */
const OWN_COLUMNS: Record<LeadCollection, CsvColumn[]> = {
  enquiries: ['id', 'createdAt', 'status', 'source', ...ENQUIRY_ORDER].map(field),
  consultations: [
    ...['id', 'createdAt', 'status', ...CONSULTATION_ORDER].map(field),
    { header: 'termsAcceptedAt', value: (doc: CsvDoc) => (doc as Pick<Consultation, 'terms'>).terms?.acceptedAt },
  ],
}

const WORK_COLUMNS: CsvColumn[] = [
  {
    header: 'assignee',
    value: (doc) => {
      const lead = doc as LeadWork
      return lead.assignee && typeof lead.assignee === 'object' ? (lead.assignee.name ?? lead.assignee.email) : ''
    },
  },
]
const HISTORY_COLUMNS: CsvColumn[] = [
  { header: 'repeats', value: (doc) => ((doc as LeadWork).repeats ?? []).length },
  { header: 'notes', value: (doc) => ((doc as LeadWork).notes ?? []).map((note) => note.text).join(' | ') },
]

const leadColumns = (collection: LeadCollection) => [
  ...OWN_COLUMNS[collection],
  ...WORK_COLUMNS,
  ...ATTRIBUTION_COLUMNS,
  ...HISTORY_COLUMNS,
]

export const leadsToCsv = (collection: LeadCollection, docs: readonly (Enquiry | Consultation)[]): string =>
  toCsv(leadColumns(collection), docs)

/**
 * GET /cms-api/{enquiries|consultations}/export.csv: the leads list as staff filtered and searched it; a counsellor's
 * holds her own leads only, not those in nobody's hands she could take (decision 0158).
 */
export const leadCsvEndpoint = (collection: LeadCollection) =>
  csvExportEndpoint({ collection, columns: leadColumns(collection), scope: (req) => ownOnly('assignee', req) })
