/** A full https address of a web page: anything else (another scheme, a bare name, spaces) is not a link to show. */
export function isWebAddress(value: string | null | undefined): value is string {
  if (!value || /\s/.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.')
  } catch {
    return false
  }
}

export const WEB_ADDRESS_MESSAGE = 'Enter a full https:// address.'
export const OPTIONAL_WEB_ADDRESS_MESSAGE = 'Enter a full https:// address or leave empty.'
const REQUIRED_MESSAGE = 'This field is required.'

/** Payload's validate for a text field holding a link the public site shows. */
export const validateWebAddress =
  ({ required }: { required: boolean }) =>
  (value: string | null | undefined): true | string => {
    if (!value) return required ? REQUIRED_MESSAGE : true
    if (isWebAddress(value)) return true
    return required ? WEB_ADDRESS_MESSAGE : OPTIONAL_WEB_ADDRESS_MESSAGE
  }
