import type { Payload, Where } from 'payload'

import { recordId } from '@/cms/record-id'
import { inTransaction } from '@/database/transaction.server'
import type { GuardianInvite } from '@/schema/portal'

import { invitePortal, type PortalViewer } from './portal-sign-in.server'

/** A parent or guardian as the student sees them in the portal. */
export type PortalGuardian = {
  id: number
  name: string
  email: string
  relationship: string | null
  invitedAt: string | null
  /** When the access was withdrawn; null while it stands. */
  revokedAt: string | null
}

/** The parents and guardians of the viewer's student, those with access first. */
export async function portalGuardians(payload: Payload, viewer: PortalViewer): Promise<PortalGuardian[]> {
  const { docs } = await payload.find({
    collection: 'guardians',
    where: { student: { equals: viewer.student } },
    sort: 'name',
    depth: 0,
    limit: 50,
    overrideAccess: true,
  })
  return docs
    .map((guardian) => ({
      id: guardian.id,
      name: guardian.name,
      email: guardian.email,
      relationship: guardian.relationship ?? null,
      invitedAt: guardian.invitedAt ?? null,
      revokedAt: guardian.revokedAt ?? null,
    }))
    .sort((a, b) => Number(Boolean(a.revokedAt)) - Number(Boolean(b.revokedAt)))
}

export type InviteOutcome = { kind: 'invited' } | { kind: 'refused' } | { kind: 'own-address' }

/**
 * The student invites a parent or guardian: a guardian of their file (invited by the student) and an invitation mail,
 * in one transaction. The same address again renews the invitation, and restores an access withdrawn before. A
 * parent's session invites nobody.
 */
export async function inviteGuardian(
  payload: Payload,
  viewer: PortalViewer,
  invite: GuardianInvite,
): Promise<InviteOutcome> {
  if (viewer.readOnly || viewer.guardian !== null) return { kind: 'refused' }
  const email = invite.email.trim().toLowerCase()
  const { docs: students } = await payload.find({
    collection: 'students',
    where: { id: { equals: viewer.student } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  if (!students[0]) return { kind: 'refused' }
  if (students[0].email === email) return { kind: 'own-address' }
  await inTransaction(payload, async (req) => {
    const { docs } = await payload.find({
      collection: 'guardians',
      where: { and: [{ student: { equals: viewer.student } }, { email: { equals: email } }] },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    const data = { name: invite.name, relationship: invite.relationship || null }
    const guardian = docs[0]
      ? await payload.update({
          collection: 'guardians',
          id: docs[0].id,
          data: { ...data, revokedAt: null },
          overrideAccess: true,
          req,
        })
      : await payload.create({
          collection: 'guardians',
          data: { ...data, student: viewer.student, email, invitedBy: 'student' },
          overrideAccess: true,
          req,
        })
    await invitePortal(payload, { student: viewer.student, guardian: guardian.id }, req)
  })
  return { kind: 'invited' }
}

/**
 * The student withdraws a parent's access: the guardian is marked withdrawn and their sessions end at once. False for
 * a guardian not of the viewer's student, or a parent's session.
 */
export async function withdrawGuardian(
  payload: Payload,
  viewer: PortalViewer,
  guardianId: unknown,
  now = new Date(),
): Promise<boolean> {
  if (viewer.readOnly || viewer.guardian !== null) return false
  const id = typeof guardianId === 'string' ? recordId(guardianId) : null
  if (id === null) return false
  const theirs: Where[] = [{ id: { equals: id } }, { student: { equals: viewer.student } }]
  return inTransaction(payload, async (req) => {
    const { totalDocs } = await payload.count({
      collection: 'guardians',
      where: { and: theirs },
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0) return false
    // Withdrawn once, it keeps the date it was first withdrawn.
    await payload.update({
      collection: 'guardians',
      where: { and: [...theirs, { revokedAt: { exists: false } }] },
      data: { revokedAt: now.toISOString() },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await payload.delete({
      collection: 'portal-sessions',
      where: { guardian: { equals: id } },
      overrideAccess: true,
      req,
    })
    return true
  })
}
