import type { CollectionConfig } from 'payload'

import { hiddenFromCounsellors, isContentStaff } from '../../access/roles'
import { CONTENT_TAGS, expireOnChange } from '../../hooks/expire-content'
import { toRedirectPath, validateFrom, validateTo } from './redirect-address'

/**
 * Old addresses that lead on to a page (docs/decisions/0117): made by staff, for the links of a previous site, and
 * by the site itself when a published blog or news item's address changes. Followed only where the site has no
 * page of its own. The public site reads them on the server; only content staff see them.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  admin: {
    hidden: hiddenFromCounsellors,
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'permanent', 'updatedAt'],
    group: 'Content',
    description:
      'Old addresses that take visitors on to another page, such as the links of a previous website. A blog or news item whose address changes gets one by itself.',
  },
  defaultSort: 'from',
  hooks: expireOnChange(CONTENT_TAGS.redirects),
  access: { read: isContentStaff, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [
    {
      name: 'from',
      label: 'Old address',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 500,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? toRedirectPath(value) : value)] },
      validate: (value: string | null | undefined) => validateFrom(value),
      admin: {
        description:
          'Such as /old-page, or a whole address from the old site (only its path is kept). Followed only where this site has no page.',
      },
    },
    {
      name: 'to',
      label: 'New address',
      type: 'text',
      required: true,
      maxLength: 1000,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: Partial<{ from: string }> }) =>
        validateTo(value, siblingData.from),
      admin: { description: 'A page of this site, such as /contact, or a full https:// address.' },
    },
    {
      name: 'permanent',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          'Permanent (HTTP 308) tells search engines to list the new address instead. Untick for a temporary move (307).',
      },
    },
  ],
}
