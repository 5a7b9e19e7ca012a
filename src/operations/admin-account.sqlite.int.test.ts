import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { parseEnv } from '@/config/env.server'

import { migratedPayload } from '../../tests/support/payload'
import { createAdmin, DEMO_ADMIN, ensureAdmin } from './admin-account.server'

describe('the first admin', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await migratedPayload()
  })

  const users = async () =>
    (await payload.find({ collection: 'users', sort: 'createdAt' })).docs.map((user) => [user.email, user.role])

  it('is never a known password on a public site', async () => {
    expect(await ensureAdmin(payload, parseEnv({ SITE_URL: 'https://www.brighterbridge.example' }))).toEqual({
      kind: 'none',
    })
    expect(await users()).toEqual([])
  })

  it('is the demo admin on a local site with no user', async () => {
    expect(await ensureAdmin(payload, parseEnv({}))).toEqual({ kind: 'created', email: DEMO_ADMIN.email, demo: true })
    await expect(payload.login({ collection: 'users', data: { ...DEMO_ADMIN } })).resolves.toHaveProperty('token')
    expect(await ensureAdmin(payload, parseEnv({}))).toEqual({ kind: 'exists' })
    expect(await users()).toEqual([[DEMO_ADMIN.email, 'admin']])
  })

  it('comes from ADMIN_EMAIL and ADMIN_PASSWORD when they are set, even on a public site', async () => {
    const env = parseEnv({
      SITE_URL: 'https://www.brighterbridge.example',
      ADMIN_EMAIL: 'owner@example.org',
      ADMIN_PASSWORD: 'owner-password-123',
    })
    expect(await ensureAdmin(payload, env)).toEqual({ kind: 'created', email: 'owner@example.org', demo: false })
    expect(await ensureAdmin(payload, env)).toEqual({ kind: 'exists' })
  })

  it('create-admin resets the password of an existing account and unlocks it', async () => {
    expect(await createAdmin(payload, DEMO_ADMIN.email, 'a-brand-new-password')).toBe('updated')
    await expect(payload.login({ collection: 'users', data: { ...DEMO_ADMIN } })).rejects.toThrow()
    await expect(
      payload.login({ collection: 'users', data: { email: DEMO_ADMIN.email, password: 'a-brand-new-password' } }),
    ).resolves.toHaveProperty('token')
  })
})
