import type { CollectionBeforeValidateHook } from 'payload'

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/**
 * Every account has a name, the title colleagues see it by (decision 0113): one saved without a name, or with only
 * spaces, is named by its email. An update that does not send the name keeps the stored one.
 */
export const nameOrEmail: CollectionBeforeValidateHook = ({ data, operation, originalDoc }) => {
  if (!data) return data
  const sendsName = operation === 'create' || 'name' in data
  const stored = originalDoc as { name?: unknown; email?: unknown } | undefined
  if (sendsName ? blank(data.name) : blank(stored?.name)) {
    const email = data.email ?? stored?.email
    if (typeof email === 'string') data.name = email
  }
  return data
}
