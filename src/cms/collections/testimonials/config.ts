import type { CollectionConfig } from 'payload'

import { publishedContentAccess } from '../../access/published-or-content-staff'
import { hiddenFromCounsellors } from '../../access/roles'
import { displayOrderField } from '../../fields/display-order'
import { WEB_ADDRESS_MESSAGE, isWebAddress } from '../../fields/web-address'
import { CONTENT_TAGS, expireOnChange } from '../../hooks/expire-content'
import { COMPLETE_DRAFTS } from '../complete-drafts'
import { isPlayableVideoUrl } from '@/schema/video-embed-url'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  hooks: expireOnChange(CONTENT_TAGS.testimonials),
  labels: { singular: 'Testimonial', plural: 'Testimonials' },
  admin: {
    hidden: hiddenFromCounsellors,
    useAsTitle: 'name',
    defaultColumns: ['name', 'shortTagline', 'successStory', 'order', '_status'],
    group: 'Content',
    description: 'A testimonial shows its image, or its video when it has no image.',
  },
  defaultSort: 'order',
  versions: COMPLETE_DRAFTS,
  access: publishedContentAccess,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'shortTagline', type: 'text', required: true, maxLength: 160 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'videoUrl',
      type: 'text',
      admin: {
        description:
          'An embeddable video address (https://www.youtube-nocookie.com/embed/…). Shown when there is no image.',
      },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { image?: unknown } }) => {
        if (value && !isWebAddress(value)) return WEB_ADDRESS_MESSAGE
        if (value && !isPlayableVideoUrl(value)) return 'Enter a YouTube video address.'
        if (!value && !siblingData.image) return 'Add an image or a video.'
        return true
      },
    },
    { name: 'message', type: 'textarea', required: true, maxLength: 4000 },
    {
      name: 'successStory',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Shown in the Success Stories carousel on the home page.' },
    },
    displayOrderField('testimonials', { position: 'sidebar' }),
  ],
}
