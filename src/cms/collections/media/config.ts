import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { env } from '../../../config/env.server'
import { anyone, hiddenFromCounsellors, isContentStaff } from '../../access/roles'
import { publicFileUrl } from './public-file-url'
import { CONTENT_TAGS, expireOnChange } from '../../hooks/expire-content'
import { guardUpload } from '../../hooks/guard-upload'
import { refuseDeleteWhileUsed } from '../../hooks/refuse-delete-while-used'
import { UPLOAD_LIMITS } from '../../../security/uploads'

export const MEDIA_URL_PREFIX = '/images'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Media' },
  admin: {
    hidden: hiddenFromCounsellors,
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'width', 'height'],
    group: 'Content',
  },
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  hooks: {
    beforeOperation: [guardUpload('media')],
    afterRead: [publicFileUrl(MEDIA_URL_PREFIX)],
    beforeDelete: [
      refuseDeleteWhileUsed('image', [
        { collection: 'blogs', field: 'image' },
        { collection: 'news', field: 'image' },
        { collection: 'team-members', field: 'image' },
        { collection: 'testimonials', field: 'image' },
        { collection: 'university-logos', field: 'logo' },
        { collection: 'blogs', field: 'body', inBody: true },
        { collection: 'news', field: 'body', inBody: true },
      ]),
    ],
    ...expireOnChange(CONTENT_TAGS.media),
  },
  upload: {
    staticDir: path.resolve(env().UPLOADS_DIR, 'media'),
    mimeTypes: [...UPLOAD_LIMITS.media.mimeTypes],
    pasteURL: false,
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    imageSizes: [
      {
        name: 'thumbnail',
        width: 400,
        height: 300,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 78 } },
      },
      { name: 'card', width: 768, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'hero', width: 1280, formatOptions: { format: 'webp', options: { quality: 78 } } },
      {
        name: 'wide',
        width: 1920,
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 78 } },
      },
    ],
  },
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      type: 'text',
      required: true,
      maxLength: 250,
      admin: { description: 'What the image shows, for people who cannot see it.' },
    },
  ],
}
