import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { STAFF_PASSWORD_TOO_SHORT } from '@/schema/staff-password'
import { migratedPayload } from '../../../../tests/support/payload'

const ELEVEN = 'eleven-char' // 11 characters
const TWELVE = 'twelve-chars' // 12 characters

describe('staff passwords', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await migratedPayload()
  })

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'saved',
      (error: { message?: string; status?: number; data?: unknown }) => ({
        message: error.message,
        status: error.status,
        data: error.data,
      }),
    )
  const shortRefusal = {
    message: STAFF_PASSWORD_TOO_SHORT,
    status: 400,
    data: { errors: [{ message: STAFF_PASSWORD_TOO_SHORT, path: 'password' }] },
  }

  it('a new account needs at least twelve characters', async () => {
    expect(
      await refusal(
        payload.create({ collection: 'users', data: { email: 'short@example.org', password: ELEVEN, role: 'editor' } }),
      ),
    ).toEqual(shortRefusal)
    expect(
      (await payload.find({ collection: 'users', where: { email: { equals: 'short@example.org' } } })).totalDocs,
    ).toBe(0)

    const user = await payload.create({
      collection: 'users',
      data: { email: 'twelve@example.org', password: TWELVE, role: 'editor' },
    })
    expect(user.email).toBe('twelve@example.org')
  })

  it('a change of password needs them too, and a refused change keeps the old password', async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: 'change@example.org', password: 'a-long-password-123', role: 'counsellor' },
    })
    expect(await refusal(payload.update({ collection: 'users', id: user.id, data: { password: 'short' } }))).toEqual(
      shortRefusal,
    )
    await expect(
      payload.login({ collection: 'users', data: { email: user.email, password: 'a-long-password-123' } }),
    ).resolves.toHaveProperty('token')

    await payload.update({ collection: 'users', id: user.id, data: { name: 'Changed name' } })
    await payload.update({ collection: 'users', id: user.id, data: { password: TWELVE } })
    await expect(
      payload.login({ collection: 'users', data: { email: user.email, password: TWELVE } }),
    ).resolves.toHaveProperty('token')
  })

  it('a reset link cannot set a short password, and still works for a long one', async () => {
    await payload.create({
      collection: 'users',
      data: { email: 'reset@example.org', password: 'a-long-password-123', role: 'editor' },
    })
    const token = await payload.forgotPassword({ collection: 'users', data: { email: 'reset@example.org' } })
    const reset = (password: string) =>
      payload.resetPassword({ collection: 'users', data: { token: token!, password }, overrideAccess: true })

    const refused = await refusal(reset('पासवर्ड'))
    expect(refused).toEqual(shortRefusal)
    await expect(
      payload.login({ collection: 'users', data: { email: 'reset@example.org', password: 'a-long-password-123' } }),
    ).resolves.toHaveProperty('token')

    await reset('नया पासवर्ड बारह अक्षर')
    await expect(
      payload.login({ collection: 'users', data: { email: 'reset@example.org', password: 'नया पासवर्ड बारह अक्षर' } }),
    ).resolves.toHaveProperty('token')
  })
})
