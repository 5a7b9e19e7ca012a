import type { ArrayField } from 'payload'

/** A short list of one-line texts (key points, highlights, checklist items). */
export const textList = (
  name: string,
  { maxRows, maxLength, label }: { maxRows: number; maxLength: number; label?: string },
): ArrayField => ({
  name,
  label,
  type: 'array',
  maxRows,
  labels: { singular: 'Item', plural: 'Items' },
  fields: [{ name: 'text', type: 'text', required: true, maxLength }],
})
