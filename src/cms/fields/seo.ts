import type { Field } from 'payload'

/** The spec's seo object: { metaTitle, metaDescription, metaKeywords }. */
export const seoField: Field = {
  name: 'seo',
  type: 'group',
  label: 'SEO',
  admin: {
    description:
      'The meta title falls back to the title when empty. The description and keywords are set on the page only when filled: fill the description, since search results show it.',
  },
  fields: [
    { name: 'metaTitle', type: 'text', maxLength: 120 },
    { name: 'metaDescription', type: 'textarea', maxLength: 300 },
    { name: 'metaKeywords', type: 'text', maxLength: 300, admin: { description: 'Comma-separated.' } },
  ],
}
