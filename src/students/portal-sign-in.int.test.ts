import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Guardian, Student } from '@/cms/payload-types'
import { migratedPayload } from '../../tests/support/payload'
import { hashPortalSecret } from './portal-secrets.server'
import {
  endPortalSession,
  invitePortal,
  portalViewer,
  redeemSignInLink,
  requestSignInLink,
  SIGN_IN_LINK_MINUTES,
} from './portal-sign-in.server'

describe('portal sign-in by a mailed link', () => {
  let payload: Payload
  let asha: Student
  let meera: Guardian

  const mailsTo = async (to: string, kind = 'portal-sign-in') =>
    (
      await payload.find({
        collection: 'outbox-messages',
        where: { and: [{ to: { equals: to } }, { kind: { equals: kind } }] },
        sort: '-createdAt',
        overrideAccess: true,
      })
    ).docs
  const linkIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1]

  beforeAll(async () => {
    payload = await migratedPayload()
    const counsellor = await payload.create({
      collection: 'users',
      data: { email: 'priya@example.org', password: 'a-long-password-123', role: 'counsellor', takesNewLeads: false },
    })
    asha = await payload.create({
      collection: 'students',
      data: { name: 'Asha Rao', email: 'asha@example.org', counsellors: [counsellor.id] },
    })
    meera = await payload.create({
      collection: 'guardians',
      data: { student: asha.id, name: 'Meera Rao', email: 'meera@example.org' },
    })
  })

  it('mails a link to a student’s address, whatever its case, and nothing to an unknown one', async () => {
    await requestSignInLink(payload, ' Asha@Example.org ')
    await requestSignInLink(payload, 'nobody@example.org')
    const [mail] = await mailsTo('asha@example.org')
    expect(mail?.text).toContain(`It works once, for ${SIGN_IN_LINK_MINUTES} minutes`)
    expect(await mailsTo('nobody@example.org')).toHaveLength(0)
    // Only the secret's hash is stored.
    const secret = linkIn(mail!.text)!
    const links = await payload.find({ collection: 'portal-sign-in-links', overrideAccess: true })
    expect(links.docs.map((link) => link.tokenHash)).toContain(hashPortalSecret(secret))
    expect(JSON.stringify(links.docs)).not.toContain(secret)
  })

  it('signs in once with a link: a second use, a made-up link and an expired one sign nobody in', async () => {
    await requestSignInLink(payload, 'asha@example.org')
    const secret = linkIn((await mailsTo('asha@example.org'))[0]!.text)!
    const [first, second] = await Promise.all([redeemSignInLink(payload, secret), redeemSignInLink(payload, secret)])
    expect([first, second].filter(Boolean)).toHaveLength(1)
    const session = (first ?? second)!
    expect(await portalViewer(payload, session.session)).toMatchObject({ student: asha.id, readOnly: false })
    expect(await redeemSignInLink(payload, secret)).toBeNull()
    expect(await redeemSignInLink(payload, 'x'.repeat(43))).toBeNull()
    expect(await redeemSignInLink(payload, "' or 1=1 --")).toBeNull()

    const asked = new Date()
    await requestSignInLink(payload, 'asha@example.org', asked)
    const late = linkIn((await mailsTo('asha@example.org'))[0]!.text)!
    const afterExpiry = new Date(asked.getTime() + SIGN_IN_LINK_MINUTES * 60_000 + 1000)
    expect(await redeemSignInLink(payload, late, afterExpiry)).toBeNull()

    await endPortalSession(payload, session.session)
    expect(await portalViewer(payload, session.session)).toBeNull()
  })

  it('signs a guardian in read only, until the access is withdrawn', async () => {
    await requestSignInLink(payload, 'meera@example.org')
    const secret = linkIn((await mailsTo('meera@example.org'))[0]!.text)!
    const session = (await redeemSignInLink(payload, secret))!
    expect(await portalViewer(payload, session.session)).toMatchObject({
      student: asha.id,
      guardian: meera.id,
      readOnly: true,
      name: 'Meera Rao',
    })
    await payload.update({
      collection: 'guardians',
      id: meera.id,
      data: { revokedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    expect(await portalViewer(payload, session.session)).toBeNull()
    await requestSignInLink(payload, 'meera@example.org')
    expect(await mailsTo('meera@example.org')).toHaveLength(1)
  })

  it('invites a student and records when, with no secret in the mail', async () => {
    await invitePortal(payload, { student: asha.id })
    const [mail] = await mailsTo('asha@example.org', 'portal-invitation')
    expect(mail?.text).toContain('/portal and enter this address (asha@example.org)')
    expect(linkIn(mail!.text)).toBeUndefined()
    const file = await payload.findByID({ collection: 'students', id: asha.id, overrideAccess: true })
    expect(file.portalInvitedAt).toBeTruthy()
  })
})
