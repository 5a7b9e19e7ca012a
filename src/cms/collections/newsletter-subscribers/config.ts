import type { CollectionConfig } from 'payload'

import { isAdmin, isLeadStaff, nobody } from '../../access/roles'
import { attributionField, keepCreatedAt } from '../../fields/lead-fields'
import { RECORD_ACCESS } from '../../fields/record-access'
import { staffOnlyUnsubscribe } from './consent'
import { subscriberCsvEndpoint } from './subscriber-csv'

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

/** Newsletter addresses: pending until the confirmation link is followed (double opt-in). */
const SLUG = 'newsletter-subscribers'

export const NewsletterSubscribers: CollectionConfig = {
  slug: SLUG,
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'createdAt', 'confirmedAt', 'unsubscribedAt'],
    group: 'Leads',
    components: {
      beforeListTable: [
        {
          path: '/admin/csv-export-link#CsvExportLink',
          serverProps: { collection: SLUG, label: 'Export confirmed subscribers (CSV)', adminsOnly: true },
        },
      ],
    },
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [keepCreatedAt, staffOnlyUnsubscribe] },
  endpoints: [subscriberCsvEndpoint],
  access: { read: isLeadStaff, update: isLeadStaff, create: nobody, delete: isAdmin },
  fields: [
    // The address that gave consent: staff cannot change it (a typo is subscribed anew, by its owner).
    { name: 'email', type: 'email', required: true, unique: true, access: RECORD_ACCESS },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: SUBSCRIBER_STATUSES.map((status) => ({
        label: status[0]!.toUpperCase() + status.slice(1),
        value: status,
      })),
      admin: { description: 'Set by the subscriber’s own links. Staff can only unsubscribe an address.' },
    },
    { name: 'confirmationSentAt', type: 'date', access: RECORD_ACCESS, admin: { readOnly: true } },
    { name: 'confirmedAt', type: 'date', access: RECORD_ACCESS, admin: { readOnly: true } },
    { name: 'unsubscribedAt', type: 'date', access: RECORD_ACCESS, admin: { readOnly: true } },
    attributionField,
  ],
}
