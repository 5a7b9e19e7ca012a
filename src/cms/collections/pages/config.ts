import type { CollectionConfig } from 'payload'

import { ROW_LABEL } from '@/cms/fields/row-label'

import { HOME_PAGE_PATH, isFixedPagePath, pagePathProblem } from '@/config/page-paths'
import { PREVIEW_PARAM } from '@/config/item-paths'

import { publishedContentAccess } from '../../access/published-or-content-staff'
import { hiddenFromCounsellors } from '../../access/roles'
import { seoField } from '../../fields/seo'
import { CONTENT_TAGS, expireOnChange } from '../../hooks/expire-content'
import { actionField } from './blocks/action-field'
import { artField } from './blocks/art-field'
import { anchorField } from './blocks/heading-fields'
import { PAGE_BLOCKS } from './blocks/content-blocks'
import { textList } from './blocks/text-list'
import { bothOrNeither } from './both-or-neither'
import { jumpBarTargets } from './jump-bar-targets'
import { keepFixedPages } from './keep-fixed-pages'
import { layoutRules } from './layout-rules'

const previewUrl = (path: unknown) =>
  typeof path === 'string' && !pagePathProblem(path) ? `${path}?${PREVIEW_PARAM}` : null

/**
 * The site's pages (home, about, contact, terms, privacy, the service pages, and any page an editor adds): a hero
 * (none on the home page, whose banner is a block), bands built from the site's own sections, and the enquiry block
 * with the free-consultation form. Drafts save themselves while an editor types, whenever the form is valid, so
 * the live preview beside the form shows them at a phone's and a desktop's width (docs/decisions/0134, 0164).
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    hidden: hiddenFromCounsellors,
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    group: 'Content',
    description: 'Every page of the site, and any page you add. Changes are drafts until you publish them.',
    preview: ({ path }) => previewUrl(path),
    livePreview: {
      url: ({ data }) => previewUrl(data?.path) ?? '',
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 390, height: 844 },
        { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
      ],
    },
  },
  defaultSort: 'path',
  // Drafts are validated like a publish, so a draft that saves itself never holds what a page could not publish (an
  // empty section just added): the admin waits until the form is valid, and a new page is stored once the editor
  // saves it, not as soon as the form opens (docs/decisions/0164).
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true, validate: true }, maxPerDoc: 30 },
  hooks: { ...expireOnChange(CONTENT_TAGS.pages), beforeDelete: [keepFixedPages] },
  access: publishedContentAccess,
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 90,
      admin: { description: 'The page’s main heading, at the top of its hero.' },
    },
    {
      name: 'path',
      label: 'Address',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Where the page lives, such as /study-abroad/new-zealand.' },
      // Typed with a stray space, capital or closing slash, an address is still the one the editor meant.
      hooks: {
        beforeValidate: [
          ({ value }) =>
            typeof value === 'string'
              ? value
                  .trim()
                  .toLowerCase()
                  .replace(/(.)\/+$/, '$1')
              : value,
        ],
      },
      validate: (value: unknown, { previousValue }: { previousValue?: unknown }) => {
        if (typeof value !== 'string') return 'Enter the page’s address.'
        if (isFixedPagePath(previousValue) && value !== previousValue)
          return 'The site’s own links lead to this page, so its address stays as it is.'
        return pagePathProblem(value) ?? true
      },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Hero',
          description: 'The page’s opening, with its heading. The home page has none: its banner is a section.',
          fields: [
            {
              name: 'hero',
              type: 'group',
              admin: { condition: (data) => data?.path !== HOME_PAGE_PATH },
              fields: [
                { name: 'eyebrow', type: 'text', required: true, maxLength: 40 },
                { name: 'lead', type: 'textarea', required: true, maxLength: 400 },
                artField(true, (data) => isFixedPagePath(data?.path)),
                actionField('primary', false, 'Main button'),
                actionField('secondary', false, 'Second button'),
                textList('highlights', { maxRows: 4, maxLength: 60, label: 'Highlights' }),
              ],
            },
          ],
        },
        {
          label: 'Content',
          fields: [
            {
              name: 'jumpBar',
              label: 'Jump bar',
              type: 'array',
              maxRows: 8,
              labels: { singular: 'Link', plural: 'Links' },
              validate: jumpBarTargets,
              admin: {
                description: 'On a page of several topics: links to each topic, kept in view while reading.',
                initCollapsed: true,
                components: { RowLabel: ROW_LABEL },
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'label', type: 'text', required: true, maxLength: 40, admin: { width: '50%' } },
                    anchorField(true, { width: '50%', description: 'The anchor of the topic it leads to.' }),
                  ],
                },
              ],
            },
            {
              name: 'layout',
              label: 'Sections',
              labels: { singular: 'Section', plural: 'Sections' },
              type: 'blocks',
              required: true,
              minRows: 1,
              blocks: PAGE_BLOCKS,
              validate: layoutRules,
            },
            {
              name: 'enquiry',
              label: 'Enquiry block',
              type: 'group',
              admin: {
                description:
                  'The heading and text above the free-consultation form at the end of the page. Leave both empty for a page without the form.',
              },
              fields: [
                { name: 'title', type: 'text', maxLength: 90, validate: bothOrNeither('text') },
                { name: 'text', type: 'textarea', maxLength: 300, validate: bothOrNeither('title') },
              ],
            },
          ],
        },
        { label: 'SEO', fields: [seoField] },
      ],
    },
  ],
}
