import { siteUrl } from '@/config/env.server'

import { derivedKey, sameSignature, sign } from '@/security/signing-keys.server'

/**
 * Signed newsletter links (docs/decisions/0055-newsletter.md): the address and the purpose, signed with a
 * key derived from PAYLOAD_SECRET. They do not expire: an unsubscribe link in an old mail keeps working.
 */
export type LinkPurpose = 'confirm' | 'unsubscribe'

const encode = (email: string) => Buffer.from(email.toLowerCase(), 'utf8').toString('base64url')

export function linkToken(purpose: LinkPurpose, email: string): { e: string; t: string } {
  const e = encode(email)
  return { e, t: sign(derivedKey('newsletter'), `${purpose}:${e}`) }
}

/** The address a link names, when its signature is right for this purpose. */
export function verifyLink(purpose: LinkPurpose, e: unknown, t: unknown): string | null {
  if (typeof e !== 'string' || typeof t !== 'string' || e.length > 400 || t.length > 100) return null
  if (!sameSignature(sign(derivedKey('newsletter'), `${purpose}:${e}`), t)) return null
  const email = Buffer.from(e, 'base64url').toString('utf8')
  return email.includes('@') ? email : null
}

export function newsletterLink(purpose: LinkPurpose, email: string): string {
  const { e, t } = linkToken(purpose, email)
  return `${siteUrl()}/api/newsletter/${purpose}?e=${e}&t=${t}`
}
