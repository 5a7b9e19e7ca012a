import { CONSULTATION_ORDER, ENQUIRY_ORDER } from '../../forms/form-schema'
import { ATTRIBUTION_COLUMNS, field, toCsv, type CsvColumn } from '../csv-export/csv'
import { csvExportEndpoint } from '../csv-export/csv-export-endpoint'

type Doc = Record<string, any>
type LeadCollection = 'enquiries' | 'consultations'

/** The form's own fields, in the form's order (the shared schema's), after the record's. */
const OWN_COLUMNS: Record<LeadCollection, CsvColumn[]> = {
  enquiries: ['id', 'createdAt', 'status', 'source', ...ENQUIRY_ORDER].map(field),
  consultations: [
    ...['id', 'createdAt', 'status', ...CONSULTATION_ORDER].map(field),
    { header: 'termsAcceptedAt', value: (doc: Doc) => doc.terms?.acceptedAt },
  ],
}

const WORK_COLUMNS: CsvColumn[] = [
  {
    header: 'assignee',
    value: (doc) => (doc.assignee && typeof doc.assignee === 'object' ? (doc.assignee.name ?? doc.assignee.email) : ''),
  },
]
const HISTORY_COLUMNS: CsvColumn[] = [
  { header: 'repeats', value: (doc) => (doc.repeats ?? []).length },
  { header: 'notes', value: (doc) => (doc.notes ?? []).map((note: Doc) => note.text).join(' | ') },
]

const leadColumns = (collection: LeadCollection) => [
  ...OWN_COLUMNS[collection],
  ...WORK_COLUMNS,
  ...ATTRIBUTION_COLUMNS,
  ...HISTORY_COLUMNS,
]

export const leadsToCsv = (collection: LeadCollection, docs: Doc[]): string => toCsv(leadColumns(collection), docs)

/** GET /cms-api/{enquiries|consultations}/export.csv: the leads list as staff filtered and searched it. */
export const leadCsvEndpoint = (collection: LeadCollection) =>
  csvExportEndpoint({ collection, columns: leadColumns(collection) })
