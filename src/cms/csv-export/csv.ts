import type { NewsletterSubscriber } from '../payload-types'

/**
 * A stored document as an export reads it: its fields by name, of whichever collection the export is of. A column
 * that reads into a field says what it expects of that collection's documents.
 */
export type CsvDoc = Record<string, unknown>

/** One column of an export: its header and how a stored document gives its cell. */
export type CsvColumn = { header: string; value: (doc: CsvDoc) => unknown }

/** The `attribution` group, the same on leads and subscribers. */
type Attributed = Pick<NewsletterSubscriber, 'attribution'>

/** One CSV cell: quoted when needed; a leading =, +, - or @ is neutralised so spreadsheets never run it. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(columns: CsvColumn[], docs: readonly object[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header)).join(','),
    ...docs.map((doc) => columns.map((column) => csvCell(column.value(doc as CsvDoc))).join(',')),
  ]
  return `${lines.join('\r\n')}\r\n`
}

/** A column that is the document's own field of the same name. */
export const field = (name: string): CsvColumn => ({ header: name, value: (doc) => doc[name] })

/** Where a lead or a subscriber came from (the `attribution` group every intake records). */
export const ATTRIBUTION_COLUMNS: CsvColumn[] = [
  ...(['pagePath', 'referrer', 'landingPage'] as const).map((name) => ({
    header: name,
    value: (doc: CsvDoc) => (doc as Attributed).attribution?.[name],
  })),
  ...(['source', 'medium', 'campaign', 'term', 'content'] as const).map((name) => ({
    header: `utm${name[0]!.toUpperCase()}${name.slice(1)}`,
    value: (doc: CsvDoc) => (doc as Attributed).attribution?.utm?.[name],
  })),
]
