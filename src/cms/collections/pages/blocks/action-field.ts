import type { Field } from 'payload'

/** A page address on this site, an anchor on the page, or a web address. */
const ACTION_HREF = /^(?:\/[\w\-./?=&#%]*|#[a-z0-9-]+|https:\/\/\S+)$/

const validHref = (value: unknown) =>
  value == null || value === '' || (typeof value === 'string' && ACTION_HREF.test(value))
    ? true
    : 'Use a page address starting with /, #enquiry for the page’s enquiry form, or a web address starting with https://.'

/** A button: its label and where it leads. */
export const actionField = (name: string, required: boolean, label?: string): Field => ({
  name,
  label,
  type: 'group',
  admin: { description: required ? undefined : 'Leave both empty for no button.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required, maxLength: 40, admin: { width: '40%' } },
        {
          name: 'href',
          label: 'Link',
          type: 'text',
          required,
          maxLength: 200,
          validate: validHref,
          admin: { width: '60%', placeholder: '#enquiry' },
        },
      ],
    },
  ],
})
