/** The fields whose words name a row, in the order they are tried (a list of one-line texts has only `text`). */
const NAMING_FIELDS = ['title', 'name', 'question', 'label', 'text'] as const
/** A collapsed row's header is one line: longer words are cut there. */
const LONGEST = 70
/** A short figure shown before the row's label ("98%" "visa success"). */
const FIGURE_FIELDS = ['value', 'figure'] as const

const textOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '')

/** What an array row's collapsed header says: its naming words, else "Item" and its number. */
export function rowLabelText(data: Record<string, unknown> | undefined, rowNumber: number | undefined): string {
  const name = NAMING_FIELDS.map((field) => textOf(data?.[field])).find(Boolean) ?? ''
  const figure = FIGURE_FIELDS.map((field) => textOf(data?.[field])).find(Boolean) ?? ''
  const label = [figure, name].filter(Boolean).join(' ')
  if (!label) return `Item ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`
  return label.length > LONGEST ? `${label.slice(0, LONGEST - 1).trimEnd()}…` : label
}
