import type { Block, Field } from 'payload'

import { ROW_LABEL } from '@/cms/fields/row-label'

import { anchorField } from './heading-fields'
import { textList } from './text-list'

// The contact and legal pages' sections as blocks. 'Send us a message' and its form are the spec's and fixed; the
// addresses, numbers and map come from site settings.

const heading = (titleMax = 90): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'eyebrow', type: 'text', required: true, maxLength: 40, admin: { width: '40%' } },
      { name: 'title', type: 'text', required: true, maxLength: titleMax, admin: { width: '60%' } },
    ],
  },
]

const PLACEHOLDERS = 'Write {name} for the consultancy’s name and {email} for its enquiries address (site settings).'

const updated: Field = {
  name: 'updated',
  label: 'Last updated',
  type: 'date',
  required: true,
  admin: { date: { pickerAppearance: 'dayOnly' }, description: 'Shown above the text; change it with the text.' },
}

export const ContactDetailsBlock: Block = {
  slug: 'contactDetails',
  interfaceName: 'ContactDetailsBlock',
  labels: { singular: 'Contact details and message form', plural: 'Contact details and message forms' },
  fields: [
    {
      name: 'text',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: {
        description: 'Under ‘Send us a message’, above the form. The details beside it come from site settings.',
      },
    },
  ],
}

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    ...heading(),
    { name: 'lead', type: 'textarea', maxLength: 300 },
    {
      name: 'items',
      label: 'Questions',
      type: 'array',
      maxRows: 20,
      labels: { singular: 'Question', plural: 'Questions' },
      admin: {
        description: 'Leave empty to show the FAQ in site settings.',
        initCollapsed: true,
        components: { RowLabel: ROW_LABEL },
      },
      fields: [
        { name: 'question', type: 'text', required: true, maxLength: 200 },
        { name: 'answer', type: 'textarea', required: true, maxLength: 2000 },
      ],
    },
  ],
}

export const OfficeMapBlock: Block = {
  slug: 'officeMap',
  interfaceName: 'OfficeMapBlock',
  labels: { singular: 'Office and map', plural: 'Offices and maps' },
  fields: [
    ...heading(),
    {
      name: 'text',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: 'The address and the map come from site settings.' },
    },
  ],
}

export const TermsBlock: Block = {
  slug: 'terms',
  interfaceName: 'TermsBlock',
  labels: { singular: 'Numbered terms', plural: 'Numbered terms' },
  fields: [
    updated,
    {
      ...textList('statements', { maxRows: 40, maxLength: 800, label: 'Statements' }),
      required: true,
      minRows: 1,
      admin: { description: PLACEHOLDERS, initCollapsed: true, components: { RowLabel: ROW_LABEL } },
    },
  ],
}

export const PolicyBlock: Block = {
  slug: 'policy',
  interfaceName: 'PolicyBlock',
  labels: { singular: 'Policy sections', plural: 'Policy sections' },
  fields: [
    updated,
    {
      name: 'sections',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      labels: { singular: 'Section', plural: 'Sections' },
      admin: { description: PLACEHOLDERS, initCollapsed: true, components: { RowLabel: ROW_LABEL } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', required: true, maxLength: 90, admin: { width: '60%' } },
            anchorField(true, { width: '40%', description: 'The section’s address on the page.' }),
          ],
        },
        {
          name: 'text',
          type: 'textarea',
          required: true,
          maxLength: 4000,
          admin: { description: 'Leave an empty line between paragraphs.' },
        },
        textList('points', { maxRows: 12, maxLength: 300, label: 'List' }),
      ],
    },
  ],
}

export const COMPANY_BLOCKS: Block[] = [ContactDetailsBlock, FaqBlock, OfficeMapBlock, TermsBlock, PolicyBlock]
