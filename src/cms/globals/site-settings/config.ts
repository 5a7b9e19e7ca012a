import type { FieldAccess, GlobalConfig } from 'payload'

import { anyone, hiddenFromCounsellors, isAdmin, isContentStaff, isLeadStaff } from '../../access/roles'
import { validatePhoneNumber } from '../../fields/phone-number'
import { validateWebAddress } from '../../fields/web-address'
import { CONTENT_TAGS, expireGlobalOnChange } from '../../hooks/expire-content'
import { followUpFields } from './follow-up-fields'

const staffOnly: FieldAccess = ({ req }) => isContentStaff({ req }) || isLeadStaff({ req })
const adminOnly: FieldAccess = ({ req }) => isAdmin({ req })

/** The consultancy's identity and contact details: everything the shell and contact page show. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  // The payload config adds the hook that makes the intake forget the lead-notification recipients it remembered.
  hooks: { afterChange: [expireGlobalOnChange(CONTENT_TAGS.siteSettings)] },
  label: 'Site settings',
  admin: { group: 'Settings', hidden: hiddenFromCounsellors },
  access: { read: anyone, update: isContentStaff },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Identity',
          fields: [
            { name: 'name', type: 'text', required: true, maxLength: 120 },
            { name: 'shortName', type: 'text', required: true, maxLength: 60 },
            { name: 'tagline', type: 'text', required: true, maxLength: 160 },
          ],
        },
        {
          label: 'Contact',
          fields: [
            {
              name: 'phones',
              type: 'array',
              minRows: 1,
              maxRows: 4,
              fields: [
                { name: 'label', type: 'text', required: true, maxLength: 60 },
                { name: 'number', type: 'text', required: true, maxLength: 30, validate: validatePhoneNumber },
                { name: 'chat', type: 'checkbox', defaultValue: true, label: 'Also a messaging-app chat number' },
              ],
            },
            {
              name: 'emails',
              type: 'group',
              fields: [
                { name: 'general', type: 'email', required: true },
                { name: 'founder', type: 'email', required: true },
              ],
            },
            {
              name: 'address',
              type: 'group',
              fields: [
                { name: 'line1', type: 'text', required: true },
                { name: 'line2', type: 'text' },
                { name: 'city', type: 'text', required: true },
                { name: 'region', type: 'text', required: true },
                { name: 'postalCode', type: 'text', required: true },
                { name: 'country', type: 'text', required: true },
              ],
            },
            {
              name: 'chatNumber',
              type: 'text',
              required: true,
              validate: validatePhoneNumber,
              admin: { description: 'Messaging-app number in international format, e.g. +919810000001.' },
            },
            {
              name: 'map',
              type: 'group',
              fields: [
                { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
                { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
                {
                  name: 'query',
                  type: 'text',
                  required: true,
                  admin: { description: 'The address the map searches for.' },
                },
              ],
            },
          ],
        },
        {
          label: 'Social',
          fields: [
            {
              name: 'social',
              type: 'group',
              fields: ['facebook', 'instagram', 'linkedin', 'youtube'].map((name) => ({
                name,
                type: 'text' as const,
                required: true,
                validate: validateWebAddress({ required: true }),
                admin: { description: 'The full https:// address of the profile page.' },
              })),
            },
          ],
        },
        {
          label: 'Downloads',
          fields: [
            {
              name: 'brochure',
              type: 'upload',
              relationTo: 'documents',
              admin: { description: 'The brochure PDF in the footer.' },
            },
            {
              name: 'hiringPdf',
              label: 'Hiring PDF',
              type: 'upload',
              relationTo: 'documents',
              admin: { description: 'The job description linked from the home page banner.' },
            },
          ],
        },
        {
          label: 'Ticker and FAQ',
          fields: [
            {
              name: 'tickerItems',
              type: 'array',
              fields: [{ name: 'text', type: 'text', required: true, maxLength: 80 }],
            },
            {
              name: 'faq',
              label: 'FAQ',
              type: 'array',
              fields: [
                { name: 'question', type: 'text', required: true, maxLength: 200 },
                { name: 'answer', type: 'textarea', required: true, maxLength: 2000 },
              ],
            },
          ],
        },
        {
          label: 'Lead notifications',
          fields: [
            {
              name: 'leadNotificationRecipients',
              type: 'array',
              access: { read: staffOnly, update: adminOnly },
              admin: { description: 'Staff addresses that get an email for every new lead.' },
              fields: [{ name: 'email', type: 'email', required: true }],
            },
          ],
        },
        {
          label: 'Lead follow-up',
          fields: followUpFields,
        },
      ],
    },
  ],
}
