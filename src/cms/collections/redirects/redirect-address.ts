import { ADMIN_PATH, CMS_API_PATH } from '@/config/cms-paths'

// The addresses of a redirect (docs/decisions/0117): where it is followed from and where it leads.

/** Addresses that never reach the not-found page, so a redirect from them would never be followed. */
const NEVER_MISSING = [ADMIN_PATH, CMS_API_PATH, '/api', '/_next']

export const FROM_MESSAGES = {
  required: 'Enter the old address, such as /old-page.',
  root: 'The home page cannot be redirected.',
  reserved: 'This address belongs to the admin or the API, so a redirect from it would never be followed.',
} as const

export const TO_MESSAGES = {
  invalid: 'Enter an address on this site starting with /, or a full https:// address.',
  same: 'A redirect cannot lead to its own address.',
} as const

/**
 * The form an old address is kept and looked up in: the path alone (an address pasted whole, from another site,
 * keeps only its path), decoded, without a trailing slash. Query and fragment are dropped: a browser never sends
 * the fragment, and the site's missing pages are found by path.
 */
export function toRedirectPath(value: string): string {
  const text = value.trim()
  if (!text) return ''
  // A path of its own (several leading slashes are one), or a whole address, of which only the path counts.
  const address = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `/${text.replace(/^\/+/, '')}`
  let pathname: string
  try {
    pathname = new URL(address, 'https://x.invalid').pathname
  } catch {
    pathname = address.replace(/[?#].*$/, '')
  }
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // A malformed escape stays as typed: it can still be matched as typed.
  }
  if (!path.startsWith('/')) path = `/${path}`
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

export function validateFrom(value: string | null | undefined): true | string {
  const path = toRedirectPath(value ?? '')
  if (!path) return FROM_MESSAGES.required
  if (path === '/') return FROM_MESSAGES.root
  if (NEVER_MISSING.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return FROM_MESSAGES.reserved
  return true
}

/** Where a redirect leads: a path on this site (query and fragment kept), or a full http(s) address elsewhere. */
export function isRedirectTarget(value: string): boolean {
  if (/\s/.test(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//')
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

export function validateTo(value: string | null | undefined, from: string | null | undefined): true | string {
  const target = (value ?? '').trim()
  if (!isRedirectTarget(target)) return TO_MESSAGES.invalid
  if (target.startsWith('/') && toRedirectPath(target) === toRedirectPath(from ?? '')) return TO_MESSAGES.same
  return true
}
