import type { CollectionConfig, FieldAccess } from 'payload'

import { ROLES, isAdmin } from '../../access/roles'
import { firstUserIsAdmin } from './first-user-is-admin'
import { refuseShortPassword } from './password-length'
import { RESET_LINK_MS, RESET_SUBJECT, resetMailHtml } from './password-reset-mail'

const adminOnlyField: FieldAccess = ({ req }) => isAdmin({ req })

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff user', plural: 'Staff users' },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: 'Settings' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax' },
    // The mail goes through the outbox (src/cms/email/outbox-email-adapter.ts).
    forgotPassword: {
      expiration: RESET_LINK_MS,
      generateEmailSubject: () => RESET_SUBJECT,
      generateEmailHTML: resetMailHtml,
    },
  },
  hooks: { beforeOperation: [refuseShortPassword], beforeChange: [firstUserIsAdmin] },
  access: {
    admin: ({ req }) => Boolean(req.user),
    // Staff read only their own account; admins read everyone.
    read: ({ req }) => (isAdmin({ req }) ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: isAdmin,
    update: ({ req }) => (isAdmin({ req }) ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 100 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: ROLES.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: {
        description: 'Admin: everything and users. Editor: content. Counsellor: leads only.',
      },
    },
  ],
}
