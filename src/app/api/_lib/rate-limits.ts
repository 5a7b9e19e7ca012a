import type { CallName } from '@/contract/calls'
import { clientIp } from '@/security/client-ip.server'
import { consume, type LimitName, type LimitOutcome } from '@/security/rate-limit.server'

/** A limit of rate-limit.server.ts and the bucket a request is counted in (by default the limit's own). */
export type RateLimit = { limit: LimitName; bucket?: string }

/**
 * The limits our routes count against (docs/decisions/0051). A submission has its own bucket per call, and a form sent
 * without a script counts in the bucket of the call it stands for, so a visitor's tries count the same however sent.
 */
export const LIMITS = {
  read: { limit: 'read' },
  captcha: { limit: 'captcha' },
  booking: { limit: 'submission', bucket: 'submission:booking' },
  // A page view sends one beacon: counted apart from the reads, so a visitor's browsing never spends the API's limit.
  vitals: { limit: 'read', bucket: 'read:vitals' },
  eventRegistration: { limit: 'submission', bucket: 'submission:event-registration' },
  submission: (call: CallName): RateLimit => ({ limit: 'submission', bucket: `submission:${call}` }),
  portalSignIn: { limit: 'submission', bucket: 'submission:portal-sign-in' },
} as const satisfies Record<string, RateLimit | ((call: CallName) => RateLimit)>

/** Counts this request against the limit for its address. */
export const countRequest = (request: Request, { limit, bucket }: RateLimit): Promise<LimitOutcome> =>
  consume(limit, clientIp(request), bucket)

/** Counts a portal sign-in request against the limit for the email address it names, whoever sends it. */
export const countSignInEmail = (email: string): Promise<LimitOutcome> =>
  consume('sign-in-link', email.trim().toLowerCase())
