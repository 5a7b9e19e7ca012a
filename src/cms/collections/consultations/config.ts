import type { CollectionConfig } from 'payload'

import { ownOrUnassigned, takeWhenWorked } from '../../access/own-or-unassigned'
import { isAdmin, nobody } from '../../access/roles'
import { attributionField, keepCreatedAt, leadWorkflowFields, recordLeadWork } from '../../fields/lead-fields'
import { RECORD_ACCESS } from '../../fields/record-access'
import { leadContactEndpoint } from '../lead-contact-endpoint'
import { leadCsvEndpoint } from '../lead-csv'

/** Requests from the 'Book a free consultation' form. */
const SLUG = 'consultations'

export const Consultations: CollectionConfig = {
  slug: SLUG,
  labels: { singular: 'Consultation request', plural: 'Consultations' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: [
      'name',
      'responseDueAt',
      'status',
      'assignee',
      'email',
      'contactNumber',
      'preferredCourse',
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
    { name: 'currentlyPursuing', type: 'text', required: true, maxLength: 120 },
    { name: 'previousScore', type: 'text', required: true, maxLength: 120 },
    { name: 'preferredCourse', type: 'text', required: true, maxLength: 120 },
    { name: 'contactNumber', type: 'text', required: true, maxLength: 15 },
    { name: 'email', type: 'email', required: true, index: true },
    {
      name: 'terms',
      type: 'group',
      access: RECORD_ACCESS,
      admin: { readOnly: true },
      fields: [
        { name: 'acceptedText', type: 'textarea', admin: { description: 'The terms text the visitor accepted.' } },
        { name: 'acceptedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    ...leadWorkflowFields,
    attributionField,
  ],
}
