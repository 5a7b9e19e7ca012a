import type { Access } from 'payload'

import { isContentStaff } from './roles'

/** Readers and counsellors see published documents only; content staff also see drafts. */
export const publishedOrContentStaff: Access = ({ req }) =>
  isContentStaff({ req }) ? true : { _status: { equals: 'published' } }
