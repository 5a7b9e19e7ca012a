import { createHash, randomBytes } from 'node:crypto'

/**
 * The secrets of sign-in links and portal sessions: 32 random bytes, of which only a SHA-256 hash is stored, so a
 * copy of the database signs nobody in. (A fast hash suffices: the secret is random, not a password to guess.)
 */
export const newPortalSecret = (): string => randomBytes(32).toString('base64url')

export const hashPortalSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex')

/** What a secret looks like: anything else is refused before the database is asked. */
export const isPortalSecret = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
