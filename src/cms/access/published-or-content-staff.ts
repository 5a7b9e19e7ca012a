import type { Access, CollectionConfig } from 'payload'

import { isContentStaff } from './roles'

/** Readers and counsellors see published documents only; content staff also see drafts. */
export const publishedOrContentStaff: Access = ({ req }) =>
  isContentStaff({ req }) ? true : { _status: { equals: 'published' } }

/** A collection with drafts: everyone reads what is published; content staff also read drafts, and change it all. */
export const publishedContentAccess = {
  read: publishedOrContentStaff,
  create: isContentStaff,
  update: isContentStaff,
  delete: isContentStaff,
} satisfies CollectionConfig['access']
