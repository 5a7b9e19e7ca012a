import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { env } from '../../../config/env.server'
import { anyone, hiddenFromCounsellors, isContentStaff } from '../../access/roles'
import { publicFileUrl } from '../media/public-file-url'
import { CONTENT_TAGS, expireOnChange } from '../../hooks/expire-content'
import { guardUpload } from '../../hooks/guard-upload'
import { UPLOAD_LIMITS } from '../../../security/uploads'

export const DOCUMENTS_URL_PREFIX = '/documents'

/** Downloadable PDFs: the brochure and job descriptions. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Document', plural: 'Documents' },
  admin: {
    hidden: hiddenFromCounsellors,
    useAsTitle: 'title',
    defaultColumns: ['title', 'filename', 'filesize'],
    group: 'Content',
  },
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  hooks: {
    beforeOperation: [guardUpload('documents')],
    afterRead: [publicFileUrl(DOCUMENTS_URL_PREFIX)],
    ...expireOnChange(CONTENT_TAGS.siteSettings),
  },
  upload: {
    staticDir: path.resolve(env().UPLOADS_DIR, 'documents'),
    mimeTypes: [...UPLOAD_LIMITS.documents.mimeTypes],
    pasteURL: false,
  },
  fields: [{ name: 'title', type: 'text', required: true, maxLength: 200 }],
}
