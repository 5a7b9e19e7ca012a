import type { ArrayField } from 'payload'

import { ROW_LABEL } from '@/cms/fields/row-label'

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
  admin: { components: { RowLabel: ROW_LABEL } },
  fields: [{ name: 'text', type: 'text', required: true, maxLength }],
})
