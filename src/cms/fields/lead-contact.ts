import type { Field } from 'payload'

import { RECORD_ACCESS } from './record-access'

export const CONTACT_CHANNELS = ['call', 'whatsapp', 'email'] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]

export const CHANNEL_LABELS: Record<ContactChannel, string> = { call: 'Call', whatsapp: 'WhatsApp', email: 'Email' }

/** The one-click contact buttons at the top of a lead's sidebar (a view, not data). */
export const leadContactField: Field = {
  name: 'contactButtons',
  type: 'ui',
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: { Field: '/admin/lead-contact/lead-contact-field#LeadContactField' },
  },
}

/** Every contact started from the lead's buttons, with who started it and when. */
export const contactLogField: Field = {
  name: 'contactLog',
  type: 'array',
  label: 'Contacts logged',
  labels: { singular: 'Contact', plural: 'Contacts logged' },
  access: RECORD_ACCESS,
  admin: { readOnly: true, description: 'Calls, WhatsApp messages and emails started from this lead’s buttons.' },
  fields: [
    {
      name: 'channel',
      type: 'select',
      options: CONTACT_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] })),
    },
    { name: 'by', type: 'relationship', relationTo: 'users' },
    { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
