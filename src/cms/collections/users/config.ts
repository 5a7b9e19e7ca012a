import type { CollectionConfig, FieldAccess } from 'payload'

import { ROLES, hiddenFromAllButAdmins, isAdmin, isStaff } from '../../access/roles'
import { expireFreeTimesOnChange } from '../../hooks/expire-free-times'
import { firstUserIsAdmin } from './first-user-is-admin'
import { nameOrEmail } from './name-or-email'
import { refuseShortPassword } from './password-length'
import { availabilityFields } from './availability-fields'
import { rotationFields } from './rotation-fields'

const adminOnlyField: FieldAccess = ({ req }) => isAdmin({ req })

/** How long a password-reset link works (Payload's default, stated in the message). */
const RESET_LINK_MS = 60 * 60 * 1000

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff user', plural: 'Staff users' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'role'],
    group: 'Settings',
    // Everyone reads the staff list (to assign a lead to a colleague); only admins manage it.
    hidden: hiddenFromAllButAdmins,
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax' },
    // Its mail (src/outbox/mails/password-reset.ts) is attached by payload.config.ts and goes through the outbox.
    forgotPassword: { expiration: RESET_LINK_MS },
  },
  hooks: {
    beforeOperation: [refuseShortPassword],
    beforeValidate: [nameOrEmail],
    beforeChange: [firstUserIsAdmin],
    // A counsellor's hours, leave and bookability make the free times.
    ...expireFreeTimesOnChange,
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    // Every staff member reads the staff list: a lead is assigned to a colleague, and its notes and status changes
    // name who made them (decision 0113). Sessions stay readable to their own account only (Payload's field access).
    read: isStaff,
    create: isAdmin,
    update: ({ req }) => (isAdmin({ req }) ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: isAdmin,
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      maxLength: 100,
      admin: {
        description:
          'How colleagues see you: on the leads you follow up, your notes and status changes. Left empty, it is the email.',
      },
    },
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
    ...rotationFields,
    ...availabilityFields,
  ],
}
