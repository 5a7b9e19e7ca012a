import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { resetLink, resetSubject } from './mails/password-reset'
import { migratedPayload } from '../../tests/support/payload'

describe('a staff password reset', () => {
  let payload: Payload
  const counsellor = { email: 'counsellor@example.org', password: 'a-long-password-123', role: 'counsellor' as const }

  beforeAll(async () => {
    payload = await migratedPayload()
    await payload.create({
      collection: 'users',
      data: { email: 'admin@example.org', password: 'a-long-password-123', role: 'admin' },
    })
    await payload.create({ collection: 'users', data: counsellor })
  })

  const resetMails = (user?: Record<string, unknown>) =>
    payload
      .find({
        collection: 'outbox-messages',
        where: { kind: { equals: 'staff-account' } },
        overrideAccess: !user,
        user,
        depth: 0,
      })
      .then((result) => result.docs)

  it('writes the reset link to the outbox and queues its delivery, and the link sets a new password', async () => {
    const token = await payload.forgotPassword({ collection: 'users', data: { email: counsellor.email } })
    expect(token).toEqual(expect.any(String))

    const [mail, ...others] = await resetMails()
    expect(others).toEqual([])
    // No site settings saved here: the mail is named after the site's host (no SITE_URL in the tests: localhost).
    expect(mail).toMatchObject({ to: counsellor.email, subject: resetSubject('localhost'), status: 'queued' })
    expect(mail!.text).toContain(resetLink(token!))
    expect(mail!.text).not.toMatch(/<[a-z]/)
    expect(mail!.html).toContain(`href="${resetLink(token!)}"`)
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.messageId': { equals: String(mail!.id) } },
    })
    expect(jobs.totalDocs).toBe(1)

    await payload.resetPassword({
      collection: 'users',
      data: { token: token!, password: 'another-long-password-456' },
      overrideAccess: true,
    })
    const login = await payload.login({
      collection: 'users',
      data: { email: counsellor.email, password: 'another-long-password-456' },
    })
    expect(login.user?.email).toBe(counsellor.email)
  })

  it('is read by admins only: a counsellor cannot read anyone’s reset link in the outbox', async () => {
    const [admin] = (await payload.find({ collection: 'users', where: { role: { equals: 'admin' } } })).docs
    const [user] = (await payload.find({ collection: 'users', where: { role: { equals: 'counsellor' } } })).docs
    expect(await resetMails({ ...user, collection: 'users' })).toEqual([])
    expect(await resetMails({ ...admin, collection: 'users' })).toHaveLength(1)
  })
})
