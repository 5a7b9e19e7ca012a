import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { siteUrl } from '@/config/env.server'
import { drizzleTable } from '@/database/drizzle-table.server'
import { inTransaction } from '@/database/transaction.server'
import { enqueue } from '@/outbox/enqueue.server'
import { mailBrandName } from '@/outbox/mail-settings.server'
import { portalInvitation } from '@/outbox/mails/portal-invitation'
import { portalSignIn } from '@/outbox/mails/portal-sign-in'
import { hashPortalSecret, isPortalSecret, newPortalSecret } from './portal-secrets.server'
import { idOf } from '@/cms/relation-id'

/** How long a sign-in link works (docs/product.md §20). */
export const SIGN_IN_LINK_MINUTES = 15
/** How long a portal session lasts from sign-in. */
export const PORTAL_SESSION_DAYS = 30
export const PORTAL_SESSION_COOKIE = 'portal_session'
/** The portal's pages: the session cookie is sent to these only, never to the admin or the CMS API. */
export const PORTAL_PATH = '/portal'
export const SIGN_IN_CONFIRM_PATH = `${PORTAL_PATH}/sign-in/confirm`

/** Who a portal session belongs to: a student, or a guardian reading their student's file (read only). */
export type PortalViewer = {
  student: number
  guardian: number | null
  readOnly: boolean
  name: string
}

const normalise = (email: string) => email.trim().toLowerCase()

type PortalAccount = { student: number; guardian: number | null; name: string }

/** The portal accounts of an address: the student whose file has it, and each guardian with it whose access stands. */
async function portalAccounts(payload: Payload, address: string): Promise<PortalAccount[]> {
  const [students, guardians] = await Promise.all([
    payload.find({
      collection: 'students',
      where: { email: { equals: address } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'guardians',
      where: { and: [{ email: { equals: address } }, { revokedAt: { exists: false } }] },
      depth: 0,
      limit: 10,
      overrideAccess: true,
    }),
  ])
  return [
    ...students.docs.map((student) => ({ student: student.id, guardian: null, name: student.name })),
    ...guardians.docs.map((guardian) => ({
      student: idOf(guardian.student),
      guardian: guardian.id,
      name: guardian.name,
    })),
  ]
}

/** Stores a new sign-in link of one account (its secret's hash only) and returns the link, which holds the secret. */
async function storeSignInLink(
  payload: Payload,
  account: PortalAccount,
  now: Date,
  req?: Partial<PayloadRequest>,
): Promise<string> {
  const secret = newPortalSecret()
  await payload.create({
    collection: 'portal-sign-in-links',
    data: {
      tokenHash: hashPortalSecret(secret),
      student: account.student,
      guardian: account.guardian,
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000).toISOString(),
    },
    overrideAccess: true,
    req,
  })
  return `${siteUrl()}${SIGN_IN_CONFIRM_PATH}?token=${secret}`
}

/**
 * Mails a sign-in link to each portal account of `email`: the student whose file has that address, and each guardian
 * with that address whose access stands. Says nothing about whether there was one: the caller answers the same
 * either way (docs/decisions/0175).
 */
export async function requestSignInLink(payload: Payload, email: string, now = new Date()): Promise<void> {
  const address = normalise(email)
  const accounts = await portalAccounts(payload, address)
  if (accounts.length === 0) return
  const consultancy = await mailBrandName(payload)
  for (const account of accounts) {
    await inTransaction(payload, async (req) => {
      const link = await storeSignInLink(payload, account, now, req)
      await enqueue(
        payload,
        portalSignIn({ name: account.name, email: address, consultancy }, link, SIGN_IN_LINK_MINUTES),
        req,
      )
    })
  }
}

/**
 * A sign-in link for the portal account of `email` (the student's own before a guardian's), made as a mailed one is
 * but returned instead of mailed: for the command that signs a newcomer in to the local demo. Null when the address
 * has no account.
 */
export async function createSignInLink(payload: Payload, email: string, now = new Date()): Promise<string | null> {
  const [account] = await portalAccounts(payload, normalise(email))
  return account ? storeSignInLink(payload, account, now) : null
}

/**
 * Uses a sign-in link: once, before it expires. Returns the new session's secret (for the cookie) and its expiry, or
 * null for a link unknown, used or expired.
 */
export async function redeemSignInLink(
  payload: Payload,
  secret: unknown,
  now = new Date(),
): Promise<{ session: string; expiresAt: Date } | null> {
  if (!isPortalSecret(secret)) return null
  // One statement spends the link, so of two requests with it only one finds it unspent (a find then an update
  // would let both through).
  const { drizzle, table } = drizzleTable(payload, 'portal-sign-in-links')
  const [link] = (await drizzle
    .update(table)
    .set({ usedAt: now.toISOString() })
    .where(
      and(eq(table.tokenHash, hashPortalSecret(secret)), isNull(table.usedAt), gt(table.expiresAt, now.toISOString())),
    )
    .returning({ student: table.student, guardian: table.guardian })) as { student: number; guardian: number | null }[]
  if (!link) return null
  const session = newPortalSecret()
  const expiresAt = new Date(now.getTime() + PORTAL_SESSION_DAYS * 86_400_000)
  await payload.create({
    collection: 'portal-sessions',
    data: {
      tokenHash: hashPortalSecret(session),
      student: link.student,
      guardian: link.guardian ?? null,
      expiresAt: expiresAt.toISOString(),
    },
    overrideAccess: true,
  })
  return { session, expiresAt }
}

/**
 * The viewer of a portal session, or null when the session is unknown or expired, the student's file is gone, or the
 * guardian's access was withdrawn since.
 */
export async function portalViewer(payload: Payload, secret: unknown, now = new Date()): Promise<PortalViewer | null> {
  if (!isPortalSecret(secret)) return null
  const { docs } = await payload.find({
    collection: 'portal-sessions',
    where: {
      and: [{ tokenHash: { equals: hashPortalSecret(secret) } }, { expiresAt: { greater_than: now.toISOString() } }],
    },
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  const session = docs[0]
  if (!session || typeof session.student !== 'object' || !session.student) return null
  if (session.guardian) {
    const guardian = session.guardian
    if (typeof guardian !== 'object' || guardian.revokedAt || idOf(guardian.student) !== session.student.id) return null
    return { student: session.student.id, guardian: guardian.id, readOnly: true, name: guardian.name }
  }
  return { student: session.student.id, guardian: null, readOnly: false, name: session.student.name }
}

/** Ends a portal session (signing out). */
export async function endPortalSession(payload: Payload, secret: unknown): Promise<void> {
  if (!isPortalSecret(secret)) return
  await payload.delete({
    collection: 'portal-sessions',
    where: { tokenHash: { equals: hashPortalSecret(secret) } },
    overrideAccess: true,
  })
}

/**
 * Invites a student (or one of their guardians) to the portal by mail, inside the caller's transaction when `req`
 * carries one. The mail points to the sign-in page; it holds no secret.
 */
export async function invitePortal(
  payload: Payload,
  invitee: { student: number; guardian?: number | null },
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const student = await payload.findByID({
    collection: 'students',
    id: invitee.student,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const guardian = invitee.guardian
    ? await payload.findByID({ collection: 'guardians', id: invitee.guardian, depth: 0, overrideAccess: true, req })
    : null
  const consultancy = await mailBrandName(payload, req)
  const to = guardian ?? student
  await enqueue(
    payload,
    portalInvitation(
      { name: to.name, email: to.email, consultancy, student: student.name, guardian: Boolean(guardian) },
      `${siteUrl()}${PORTAL_PATH}`,
    ),
    req,
  )
  const now = new Date().toISOString()
  if (guardian) {
    await payload.update({
      collection: 'guardians',
      id: guardian.id,
      data: { invitedAt: now },
      overrideAccess: true,
      req,
    })
  } else {
    await payload.update({
      collection: 'students',
      id: student.id,
      data: { portalInvitedAt: now },
      overrideAccess: true,
      req,
    })
  }
}
