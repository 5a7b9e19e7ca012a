import type { Block } from 'payload'

import { ROW_LABEL } from '@/cms/fields/row-label'

import { actionField } from './action-field'
import { COMPANY_BLOCKS } from './company-blocks'
import { FigureBlock } from './figure-block'
import { HOME_BLOCKS } from './home-blocks'
import { headingFields } from './heading-fields'
import { artField } from './art-field'
import { itemsField } from './item-fields'
import { withPicture } from './section-pictures'
import { textList } from './text-list'

// The bands a page is built from: each is one of the site's designed sections (src/service-pages/components), so an
// editor changes words and pictures, never the markup, the styles or the accessibility of a band.

export const CardsBlock: Block = {
  slug: 'cards',
  interfaceName: 'CardsBlock',
  labels: { singular: 'Cards', plural: 'Cards' },
  fields: [
    ...headingFields(),
    {
      type: 'row',
      fields: [
        { name: 'numbered', type: 'checkbox', admin: { width: '50%', description: 'Number the cards 1, 2, 3…' } },
        {
          name: 'columns',
          type: 'select',
          options: ['2', '3', '4'],
          admin: { width: '50%', description: 'Cards in a row on a wide screen (3 when empty).' },
        },
      ],
    },
    itemsField,
  ],
}

export const StepsBlock: Block = {
  slug: 'steps',
  interfaceName: 'StepsBlock',
  labels: { singular: 'Numbered steps', plural: 'Numbered steps' },
  fields: [...headingFields(), itemsField],
}

export const ChecklistBlock: Block = {
  slug: 'checklist',
  interfaceName: 'ChecklistBlock',
  labels: { singular: 'Checklist', plural: 'Checklists' },
  fields: [
    ...headingFields(),
    { ...textList('items', { maxRows: 30, maxLength: 200 }), required: true, minRows: 1 },
    { name: 'note', type: 'textarea', maxLength: 400 },
  ],
}

export const FeatureBlock: Block = {
  slug: 'feature',
  interfaceName: 'FeatureBlock',
  labels: { singular: 'Feature', plural: 'Features' },
  fields: [
    ...headingFields(),
    {
      name: 'text',
      type: 'textarea',
      required: true,
      maxLength: 2000,
      admin: { description: 'Leave an empty line between paragraphs.' },
    },
    textList('points', { maxRows: 8, maxLength: 120, label: 'Key points' }),
    artField(),
    { name: 'reverse', type: 'checkbox', admin: { description: 'Put the illustration on the left.' } },
    actionField('action', false, 'Button'),
  ],
}

export const FactsBlock: Block = {
  slug: 'facts',
  interfaceName: 'FactsBlock',
  labels: { singular: 'Facts', plural: 'Facts' },
  fields: [
    ...headingFields(),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      labels: { singular: 'Fact', plural: 'Facts' },
      admin: { components: { RowLabel: ROW_LABEL } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'figure', type: 'text', required: true, maxLength: 12, admin: { width: '30%' } },
            { name: 'label', type: 'text', required: true, maxLength: 90, admin: { width: '70%' } },
          ],
        },
      ],
    },
  ],
}

export const CtaBlock: Block = {
  slug: 'cta',
  interfaceName: 'CtaBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 90 },
    { name: 'text', type: 'textarea', required: true, maxLength: 300 },
    actionField('action', true, 'Button'),
  ],
}

/** The bands a topic may hold, each with its picture in the section picker. */
export const TOPIC_PARTS: Block[] = [CardsBlock, StepsBlock, ChecklistBlock, FeatureBlock, FactsBlock, CtaBlock].map(
  withPicture,
)

export const TopicBlock: Block = {
  slug: 'topic',
  interfaceName: 'TopicBlock',
  labels: { singular: 'Topic', plural: 'Topics' },
  fields: [
    ...headingFields(true),
    { name: 'parts', type: 'blocks', required: true, minRows: 1, maxRows: 8, blocks: TOPIC_PARTS },
  ],
}

/**
 * Every band a page may hold: the page kit's, the figure, and the home, contact and legal pages' sections, each with
 * its picture and purpose in the section picker.
 */
export const PAGE_BLOCKS: Block[] = [...TOPIC_PARTS, TopicBlock, FigureBlock, ...HOME_BLOCKS, ...COMPANY_BLOCKS].map(
  withPicture,
)
