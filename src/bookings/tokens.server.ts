import { derivedKey, sameSignature, sign } from '@/security/signing-keys.server'

/**
 * Signed, expiring tokens for the booking links (docs/decisions/0129): never a lead's or a booking's id alone in an
 * address. A token is `<payload>.<signature>`, the payload a base64url JSON of what it grants and until when.
 */
export type LeadClaim = { kind: 'lead'; collection: 'enquiries' | 'consultations'; id: number; until: number }
export type ManageClaim = { kind: 'manage'; booking: number; until: number }
type Claim = LeadClaim | ManageClaim

/** How long the "Pick a time now" link on the thank-you page stays good. */
export const LEAD_TOKEN_MS = 24 * 60 * 60 * 1000

const key = () => derivedKey('booking')

function issue(claim: Claim): string {
  const body = Buffer.from(JSON.stringify(claim), 'utf8').toString('base64url')
  return `${body}.${sign(key(), body)}`
}

function read(token: unknown, now: number): Claim | null {
  if (typeof token !== 'string' || token.length > 600) return null
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined || !sameSignature(sign(key(), body), signature)) return null
  try {
    const claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claim
    return typeof claim.until === 'number' && claim.until > now ? claim : null
  } catch {
    return null
  }
}

/** The token that lets the visitor who just sent a lead book a time for it, without giving their details again. */
export const leadToken = (collection: LeadClaim['collection'], id: number, now = Date.now()) =>
  issue({ kind: 'lead', collection, id, until: now + LEAD_TOKEN_MS })

export function readLeadToken(token: unknown, now = Date.now()): LeadClaim | null {
  const claim = read(token, now)
  return claim?.kind === 'lead' ? claim : null
}

/** The token of a booking's reschedule and cancel links: good until the meeting starts. */
export const manageToken = (booking: number, start: number) => issue({ kind: 'manage', booking, until: start })

export function readManageToken(token: unknown, now = Date.now()): ManageClaim | null {
  const claim = read(token, now)
  return claim?.kind === 'manage' ? claim : null
}
