import type { Endpoint, PayloadRequest, Where } from 'payload'

import { isLeadStaff } from '../access/roles'

type Doc = Record<string, any>

const COLUMNS: Record<'enquiries' | 'consultations', string[]> = {
  enquiries: ['id', 'createdAt', 'status', 'source', 'name', 'organization', 'city', 'email', 'contactNumber'],
  consultations: [
    'id',
    'createdAt',
    'status',
    'name',
    'currentlyPursuing',
    'previousScore',
    'preferredCourse',
    'contactNumber',
    'email',
    'termsAcceptedAt',
  ],
}
const SHARED = [
  'assignee',
  'pagePath',
  'referrer',
  'landingPage',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'repeats',
  'notes',
]

/** One CSV cell: quoted when needed; a leading =, +, - or @ is neutralised so spreadsheets never run it. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

function row(doc: Doc, column: string): unknown {
  const a = doc.attribution ?? {}
  switch (column) {
    case 'assignee':
      return doc.assignee && typeof doc.assignee === 'object' ? (doc.assignee.name ?? doc.assignee.email) : ''
    case 'pagePath':
    case 'referrer':
    case 'landingPage':
      return a[column]
    case 'utmSource':
    case 'utmMedium':
    case 'utmCampaign':
    case 'utmTerm':
    case 'utmContent':
      return a.utm?.[column.slice(3).toLowerCase()]
    case 'repeats':
      return (doc.repeats ?? []).length
    case 'notes':
      return (doc.notes ?? []).map((note: Doc) => note.text).join(' | ')
    case 'termsAcceptedAt':
      return doc.terms?.acceptedAt
    default:
      return doc[column]
  }
}

export function leadsToCsv(collection: 'enquiries' | 'consultations', docs: Doc[]): string {
  const columns = [...COLUMNS[collection], ...SHARED]
  const lines = [columns.join(','), ...docs.map((doc) => columns.map((column) => csvCell(row(doc, column))).join(','))]
  return `${lines.join('\r\n')}\r\n`
}

/**
 * GET /cms-api/{enquiries|consultations}/export.csv?where[...]: the list as staff filtered it in the
 * admin (the same `where` query the list view puts in its address), as CSV. Lead staff only.
 */
export const leadCsvEndpoint = (collection: 'enquiries' | 'consultations'): Endpoint => ({
  path: '/export.csv',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!isLeadStaff({ req })) return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })
    const where = (req.query?.where ?? {}) as Where
    const result = await req.payload.find({
      collection,
      where,
      depth: 1,
      pagination: false,
      sort: '-createdAt',
      overrideAccess: false,
      user: req.user,
      req,
    })
    const stamp = new Date().toISOString().slice(0, 10)
    return new Response(leadsToCsv(collection, result.docs as Doc[]), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${collection}-${stamp}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
})
