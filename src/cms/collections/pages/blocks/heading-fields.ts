import type { Field, SelectField, TextField } from 'payload'

import { HYPHENATED_WORDS } from '@/config/page-paths'

/** The section's anchor: the id the page's jump bar and links point to. */
export const anchorField = (
  required = false,
  admin: TextField['admin'] = {
    description: 'Optional address of this section on the page (lower-case words and hyphens), such as visa-support.',
  },
): TextField => ({
  name: 'anchor',
  type: 'text',
  required,
  maxLength: 60,
  admin,
  validate: (value: unknown) =>
    value == null || value === '' || (typeof value === 'string' && HYPHENATED_WORDS.test(value))
      ? true
      : 'Use lower-case letters, digits and hyphens, such as visa-support.',
})

/** A band's background: plain, or tinted to set it apart. */
export const toneField = (admin: SelectField['admin']): SelectField => ({
  name: 'tone',
  type: 'select',
  options: [
    { label: 'Plain', value: 'plain' },
    { label: 'Tinted', value: 'tint' },
  ],
  admin,
})

/** What every band of a page opens with: an anchor, a small eyebrow, its heading and lead, and its background. */
export const headingFields = (anchorRequired = false): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'eyebrow', type: 'text', maxLength: 40, admin: { width: '40%' } },
      { name: 'title', type: 'text', required: true, maxLength: 90, admin: { width: '60%' } },
    ],
  },
  { name: 'lead', type: 'textarea', maxLength: 400 },
  {
    type: 'row',
    fields: [
      anchorField(anchorRequired, {
        width: '60%',
        description: 'The section’s address on the page (lower-case words and hyphens), such as visa-support.',
      }),
      toneField({ width: '40%', description: 'The band’s background; tinted bands set a section apart.' }),
    ],
  },
]
