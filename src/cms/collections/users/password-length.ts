import type { CollectionBeforeOperationHook } from 'payload'

import { STAFF_PASSWORD_TOO_SHORT, isLongEnoughStaffPassword } from '@/schema/staff-password'
import { StaffRefusal } from '../../staff-refusal'

const SETS_A_PASSWORD = new Set(['create', 'update', 'resetPassword'])

/**
 * Refuses a short password before Payload hashes it. A field hook would miss the reset link, which sets the
 * password without running field validation; `beforeOperation` runs for all three ways a password is set.
 */
export const refuseShortPassword: CollectionBeforeOperationHook = ({ args, operation }) => {
  const password: unknown = (args as { data?: { password?: unknown } }).data?.password
  if (!SETS_A_PASSWORD.has(operation) || typeof password !== 'string' || password === '') return
  if (!isLongEnoughStaffPassword(password)) throw new StaffRefusal(STAFF_PASSWORD_TOO_SHORT, 400, 'password')
}
