import type { Field } from 'payload'

/** The spec's seo object: { metaTitle, metaDescription, metaKeywords }. */
export const seoField: Field = {
  name: 'seo',
  type: 'group',
  label: 'SEO',
  admin: { description: 'Leave empty to fall back to the title; description and keywords are only set when filled.' },
  fields: [
    { name: 'metaTitle', type: 'text', maxLength: 120 },
    { name: 'metaDescription', type: 'textarea', maxLength: 300 },
    { name: 'metaKeywords', type: 'text', maxLength: 300, admin: { description: 'Comma-separated.' } },
  ],
}
