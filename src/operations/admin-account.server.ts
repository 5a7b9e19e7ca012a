import type { Payload } from 'payload'

import { type Env, isLocalSite } from '@/config/env.server'

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-password' } as const

export type AdminOutcome = { kind: 'created'; email: string; demo: boolean } | { kind: 'exists' } | { kind: 'none' } // a public site without ADMIN_*: the first-user screen at /admin makes one

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create that admin when it does not exist. Otherwise, while the site is
 * local and has no user, the demo admin is created. A public site never gets a known password.
 */
export async function ensureAdmin(payload: Payload, env: Env): Promise<AdminOutcome> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const existing = await payload.count({
      collection: 'users',
      where: { email: { equals: env.ADMIN_EMAIL } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) return { kind: 'exists' }
    await createAdmin(payload, env.ADMIN_EMAIL, env.ADMIN_PASSWORD)
    return { kind: 'created', email: env.ADMIN_EMAIL, demo: false }
  }
  const users = await payload.count({ collection: 'users', overrideAccess: true })
  if (users.totalDocs > 0) return { kind: 'exists' }
  if (!isLocalSite(env.SITE_URL)) return { kind: 'none' }
  await createAdmin(payload, DEMO_ADMIN.email, DEMO_ADMIN.password)
  return { kind: 'created', email: DEMO_ADMIN.email, demo: true }
}

/** Creates an admin, or makes an existing account an admin with this password. */
export async function createAdmin(payload: Payload, email: string, password: string): Promise<'created' | 'updated'> {
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
  })
  const user = found.docs[0]
  if (user) {
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password, role: 'admin', loginAttempts: 0, lockUntil: null },
      overrideAccess: true,
    })
    return 'updated'
  }
  await payload.create({
    collection: 'users',
    data: { email, password, role: 'admin', name: 'Site admin' },
    overrideAccess: true,
  })
  return 'created'
}

/** True while the demo sign-in still works, so the start banner can print it. */
export async function demoAdminActive(payload: Payload): Promise<boolean> {
  try {
    await payload.login({ collection: 'users', data: { ...DEMO_ADMIN }, overrideAccess: true })
    return true
  } catch {
    return false
  }
}
