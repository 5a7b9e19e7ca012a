import type { CollectionConfig } from 'payload'

import { isAdmin, isLeadStaff, nobody } from '../../access/roles'
import { attributionField, leadWorkflowFields } from '../../fields/lead-fields'

/** Enquiries from the 'Enquire now' popup and the contact-page form. */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  labels: { singular: 'Enquiry', plural: 'Enquiries' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'contactNumber', 'source', 'status', 'assignee', 'createdAt'],
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  access: { read: isLeadStaff, update: isLeadStaff, create: nobody, delete: isAdmin },
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
      options: [
        { label: 'Enquiry popup', value: 'popup' },
        { label: 'Contact page', value: 'contact' },
      ],
    },
    ...leadWorkflowFields,
    attributionField,
  ],
}
