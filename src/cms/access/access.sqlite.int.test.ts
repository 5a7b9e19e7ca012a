import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { siteSettings } from '@/seed/content/site-settings'
import { siteSettingsData } from '@/seed/run-seed'

import { migratedPayload } from '../../../tests/support/payload'

type Staff = Awaited<ReturnType<Payload['create']>> & { collection: 'users' }

describe('staff roles', () => {
  let payload: Payload
  const staff: Record<'admin' | 'editor' | 'counsellor', Staff> = {} as never

  beforeAll(async () => {
    payload = await migratedPayload()
    for (const role of ['admin', 'editor', 'counsellor'] as const) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `${role}@example.org`, password: 'a-long-password-123', role },
      })
      staff[role] = { ...user, collection: 'users' } as Staff
    }
    await payload.create({
      collection: 'announcements',
      data: { title: 'Open day', date: '2026-11-01', _status: 'published' },
    })
    await payload.db.create({
      collection: 'enquiries',
      data: {
        name: 'Asha',
        organization: 'School',
        city: 'Noida',
        email: 'asha@example.org',
        contactNumber: '9810000001',
        source: 'popup',
        status: 'new',
      },
    })
  })

  const canRead = async (collection: 'enquiries' | 'users' | 'announcements', role?: keyof typeof staff) => {
    try {
      const result = await payload.find({ collection, overrideAccess: false, user: role ? staff[role] : null })
      return result.totalDocs
    } catch {
      return 'forbidden'
    }
  }

  it('lets counsellors and admins read leads, and nobody else', async () => {
    expect(await canRead('enquiries', 'admin')).toBe(1)
    expect(await canRead('enquiries', 'counsellor')).toBe(1)
    expect(await canRead('enquiries', 'editor')).toBe('forbidden')
    expect(await canRead('enquiries')).toBe('forbidden')
  })

  it('shows every colleague to staff, by name, and nobody to visitors; sessions only to their own account', async () => {
    expect(await canRead('users', 'admin')).toBe(3)
    expect(await canRead('users', 'editor')).toBe(3)
    expect(await canRead('users', 'counsellor')).toBe(3)
    expect(await canRead('users')).toBe('forbidden')

    const seen = await payload.find({
      collection: 'users',
      overrideAccess: false,
      user: staff.counsellor,
      sort: 'email',
    })
    expect(seen.docs.map((user) => [user.name, user.role])).toEqual([
      ['admin@example.org', 'admin'],
      ['counsellor@example.org', 'counsellor'],
      ['editor@example.org', 'editor'],
    ])
    await payload.login({ collection: 'users', data: { email: 'admin@example.org', password: 'a-long-password-123' } })
    const admin = await payload.findByID({
      collection: 'users',
      id: staff.admin.id,
      overrideAccess: false,
      user: staff.counsellor,
    })
    expect(admin.sessions ?? []).toEqual([])
    const own = await payload.findByID({
      collection: 'users',
      id: staff.admin.id,
      overrideAccess: false,
      user: staff.admin,
    })
    expect(own.sessions?.length).toBeGreaterThan(0)
  })

  it('lets editors change content but not counsellors or visitors', async () => {
    const create = (role?: keyof typeof staff) =>
      payload
        .create({
          collection: 'announcements',
          data: { title: `By ${role}`, date: '2026-11-02', _status: 'published' },
          overrideAccess: false,
          user: role ? staff[role] : null,
        })
        .then(
          () => 'created',
          () => 'forbidden',
        )
    expect(await create('editor')).toBe('created')
    expect(await create('counsellor')).toBe('forbidden')
    expect(await create()).toBe('forbidden')
    expect(await canRead('announcements')).toBe(2) // published content stays public
    // A draft is content staff's own until it is published (decision 0123).
    await payload.create({ collection: 'announcements', data: { title: 'Draft', date: '2026-11-04' } })
    expect(await canRead('announcements')).toBe(2)
    expect(await canRead('announcements', 'counsellor')).toBe(2)
    expect(await canRead('announcements', 'editor')).toBe(3)
  })

  it('does not let staff make themselves admin', async () => {
    await payload.update({
      collection: 'users',
      id: staff.editor.id,
      data: { role: 'admin' },
      overrideAccess: false,
      user: staff.editor,
    })
    const editor = await payload.findByID({ collection: 'users', id: staff.editor.id })
    expect(editor.role).toBe('editor')
  })

  it('keeps lead-notification recipients from the public', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { ...siteSettingsData(siteSettings), leadNotificationRecipients: [{ email: 'team@example.org' }] },
    })
    const asVisitor = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false, user: null })
    const asCounsellor = await payload.findGlobal({
      slug: 'site-settings',
      overrideAccess: false,
      user: staff.counsellor,
    })
    expect(asVisitor.leadNotificationRecipients ?? []).toEqual([])
    expect(asCounsellor.leadNotificationRecipients?.map((entry) => entry.email)).toEqual(['team@example.org'])
  })

  it('locks an account after five failed sign-ins', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await payload
        .login({ collection: 'users', data: { email: 'counsellor@example.org', password: 'wrong-password' } })
        .catch(() => {})
    }
    await expect(
      payload.login({
        collection: 'users',
        data: { email: 'counsellor@example.org', password: 'a-long-password-123' },
      }),
    ).rejects.toThrow(/locked/i)
  })
})
