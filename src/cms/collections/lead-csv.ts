import { ATTRIBUTION_COLUMNS, field, toCsv, type CsvColumn } from '../csv-export/csv'
import { csvExportEndpoint } from '../csv-export/csv-export-endpoint'

type Doc = Record<string, any>
type LeadCollection = 'enquiries' | 'consultations'

const OWN_COLUMNS: Record<LeadCollection, CsvColumn[]> = {
  enquiries: ['id', 'createdAt', 'status', 'source', 'name', 'organization', 'city', 'email', 'contactNumber'].map(
    field,
  ),
  consultations: [
    ...[
      'id',
      'createdAt',
      'status',
      'name',
      'currentlyPursuing',
      'previousScore',
      'preferredCourse',
      'contactNumber',
      'email',
    ].map(field),
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
