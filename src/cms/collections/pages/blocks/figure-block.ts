import type { Block } from 'payload'

import { toneField } from './heading-fields'

/** A picture from the media library with its caption; its alt text is the picture's own, which the library requires. */
export const FigureBlock: Block = {
  slug: 'figure',
  interfaceName: 'FigureBlock',
  labels: { singular: 'Image with caption', plural: 'Images with captions' },
  fields: [
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: 'Wide pictures look best (at least 1200 pixels across); its alt text is set in Media.' },
    },
    { name: 'caption', type: 'textarea', maxLength: 300 },
    toneField({ description: 'The band’s background.' }),
  ],
}
