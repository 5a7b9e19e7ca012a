import type { Field } from 'payload'

import { ROW_LABEL } from '@/cms/fields/row-label'

import { artField } from './art-field'
import { textList } from './text-list'

/** One card or step: its title, text, optional key points and illustration. */
export const itemsField: Field = {
  name: 'items',
  type: 'array',
  required: true,
  minRows: 1,
  maxRows: 12,
  labels: { singular: 'Item', plural: 'Items' },
  admin: { initCollapsed: true, components: { RowLabel: ROW_LABEL } },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 90 },
    { name: 'text', type: 'textarea', required: true, maxLength: 600 },
    textList('points', { maxRows: 8, maxLength: 120, label: 'Key points' }),
    artField(),
  ],
}
