import type { CollectionConfig } from 'payload'

import { ownOrUnassigned, takeWhenWorked } from '../../access/own-or-unassigned'
import { isAdmin, nobody } from '../../access/roles'
import { attributionField, keepCreatedAt, leadWorkflowFields, recordLeadWork } from '../../fields/lead-fields'
import { RECORD_ACCESS } from '../../fields/record-access'
import { leadContactEndpoint } from '../lead-contact-endpoint'
import { leadCsvEndpoint } from '../lead-csv'

/** Enquiries from the 'Enquire now' popup and the contact-page form. */
const SLUG = 'enquiries'

export const Enquiries: CollectionConfig = {
  slug: SLUG,
  labels: { singular: 'Enquiry', plural: 'Enquiries' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: [
      'name',
      'responseDueAt',
      'status',
      'assignee',
      'email',
      'contactNumber',
      'city',
      'source',
      'createdAt',
    ],
    group: 'Leads',
    listSearchableFields: ['name', 'email', 'contactNumber'],
    components: {
      beforeListTable: [
        {
          path: '/admin/csv-export-link#CsvExportLink',
          serverProps: {
            collection: SLUG,
            label: 'Export CSV (current filters and search)',
            ownLabel: 'Export your leads as CSV (current filters and search)',
          },
        },
      ],
    },
  },
  defaultSort: '-createdAt',
  hooks: { beforeValidate: [takeWhenWorked('assignee')], beforeChange: [recordLeadWork, keepCreatedAt] },
  endpoints: [leadCsvEndpoint(SLUG), leadContactEndpoint(SLUG)],
  // A counsellor works her own leads and takes those in nobody's hands (decision 0158).
  access: { read: ownOrUnassigned('assignee'), update: ownOrUnassigned('assignee'), create: nobody, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'organization', type: 'text', required: true, maxLength: 120 },
    { name: 'city', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'contactNumber', type: 'text', required: true, maxLength: 15 },
    {
      name: 'source',
      type: 'select',
      required: true,
      index: true,
      // Which form the visitor used: the lead's record, as its attribution is (decision 0109).
      access: RECORD_ACCESS,
      admin: { readOnly: true },
      options: [
        { label: 'Enquiry popup', value: 'popup' },
        { label: 'Contact page', value: 'contact' },
        { label: 'Event registration', value: 'event' },
      ],
    },
    ...leadWorkflowFields,
    attributionField,
  ],
}
