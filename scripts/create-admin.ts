// npm run create-admin -- --email you@example.org --password '…'
// Creates an admin, or resets an existing account's password and makes it an admin.
// Without flags it uses ADMIN_EMAIL and ADMIN_PASSWORD.
import { parseArgs } from 'node:util'

import { z } from 'zod'

import { createAdmin } from '../src/operations/admin-account.server'
import { STAFF_PASSWORD_MIN_LENGTH, isLongEnoughStaffPassword } from '../src/schema/staff-password'
import { fail, withPayload } from './lib/cli'

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } })
const email = values.email ?? process.env.ADMIN_EMAIL
const password = values.password ?? process.env.ADMIN_PASSWORD

if (!z.email().safeParse(email).success) fail('create-admin: give --email (or ADMIN_EMAIL) as an email address')
if (!password || !isLongEnoughStaffPassword(password))
  fail(`create-admin: give --password (or ADMIN_PASSWORD) of at least ${STAFF_PASSWORD_MIN_LENGTH} characters`)

try {
  const result = await withPayload((payload) => createAdmin(payload, email!, password))
  console.log(
    result === 'created' ? `Admin ${email} created.` : `Admin ${email} updated: new password set, role admin.`,
  )
  process.exit(0)
} catch (error) {
  fail(`create-admin failed: ${(error as Error).message}`)
}
