import { LIMITS } from '@/schema/form-schema'

const { min, max } = LIMITS.contactNumberDigits

/** A phone number as people write it: an optional leading +, then 7 to 15 digits with spaces, hyphens or brackets. */
export function isPhoneNumber(value: string | null | undefined): value is string {
  if (!value || !/^\+?[\d\s()-]+$/.test(value.trim())) return false
  const digits = value.replace(/\D/g, '').length
  return digits >= min && digits <= max
}

export const PHONE_NUMBER_MESSAGE = `Enter ${min} to ${max} digits, with an optional leading + and spaces or hyphens.`

/** Payload's validate for a required phone number the public site dials and chats with. */
export const validatePhoneNumber = (value: string | null | undefined): true | string => {
  if (!value) return 'This field is required.'
  return isPhoneNumber(value) ? true : PHONE_NUMBER_MESSAGE
}
