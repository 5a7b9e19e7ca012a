import type { Payload } from 'payload'

import { hashPortalSecret, isPortalSecret } from './portal-secrets.server'

/**
 * Whether a sign-in link would still sign in (unused, not expired), without using it: the page the mailed link opens
 * says so before its button is pressed. Only the button's POST spends the link (docs/decisions/0175).
 */
export async function signInLinkUsable(payload: Payload, secret: unknown, now = new Date()): Promise<boolean> {
  if (!isPortalSecret(secret)) return false
  const { totalDocs } = await payload.count({
    collection: 'portal-sign-in-links',
    where: {
      and: [
        { tokenHash: { equals: hashPortalSecret(secret) } },
        { usedAt: { exists: false } },
        { expiresAt: { greater_than: now.toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}
