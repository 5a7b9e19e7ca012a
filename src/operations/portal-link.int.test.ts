import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Student } from '@/cms/payload-types'
import { portalViewer, redeemSignInLink } from '@/students/portal-sign-in.server'
import { migratedPayload } from '../../tests/support/payload'
import { portalLink } from './portal-link.server'

describe('the command that prints a portal sign-in link', () => {
  let payload: Payload
  let asha: Student
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')

  beforeAll(async () => {
    payload = await migratedPayload()
    const counsellor = await payload.create({
      collection: 'users',
      data: { email: 'priya@example.org', password: 'a-long-password-123', role: 'counsellor', takesNewLeads: false },
    })
    asha = await payload.create({
      collection: 'students',
      data: { name: 'Asha Rao', email: 'student@example.com', counsellors: [counsellor.id] },
    })
  })

  it('gives a link that signs in as the student once, and mails nothing', async () => {
    const outcome = await portalLink(payload, { SITE_URL: undefined }, ' Student@Example.com ')
    if (outcome.kind !== 'link') throw new Error(`no link: ${outcome.kind}`)
    expect(outcome.url).toMatch(/^http:\/\/localhost:\d+\/portal\/sign-in\/confirm\?token=[A-Za-z0-9_-]+$/)
    const signedIn = await redeemSignInLink(payload, tokenOf(outcome.url))
    expect(await portalViewer(payload, signedIn?.session)).toMatchObject({ student: asha.id, readOnly: false })
    expect(await redeemSignInLink(payload, tokenOf(outcome.url))).toBeNull()
    const mail = await payload.find({ collection: 'outbox-messages', where: { to: { equals: 'student@example.com' } } })
    expect(mail.totalDocs).toBe(0)
  })

  it('refuses on a public site unless forced, and says when the address has no file', async () => {
    const site = { SITE_URL: 'https://www.brighterbridge.example' }
    expect(await portalLink(payload, site, 'student@example.com')).toEqual({ kind: 'not-local' })
    expect((await portalLink(payload, site, 'student@example.com', { force: true })).kind).toBe('link')
    expect(await portalLink(payload, { SITE_URL: 'http://localhost:3000' }, 'nobody@example.com')).toEqual({
      kind: 'no-account',
    })
  })
})
