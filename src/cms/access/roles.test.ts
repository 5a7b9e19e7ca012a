import { describe, expect, it } from 'vitest'

import { CONTENT_COLLECTIONS } from '../collections/content-collections'
import { SiteSettings } from '../globals/site-settings/config'
import { publishedOrContentStaff } from './published-or-content-staff'
import { hiddenFromAllButAdmins, hiddenFromCounsellors, isAdmin, isContentStaff, isLeadStaff } from './roles'

const reqAs = (role?: string, collection = 'users') => ({ user: role ? { id: 1, role, collection } : null }) as never

describe('role checks', () => {
  it('gives each role exactly its area', () => {
    expect([isAdmin, isContentStaff, isLeadStaff].map((check) => check({ req: reqAs('admin') }))).toEqual([
      true,
      true,
      true,
    ])
    expect([isAdmin, isContentStaff, isLeadStaff].map((check) => check({ req: reqAs('editor') }))).toEqual([
      false,
      true,
      false,
    ])
    expect([isAdmin, isContentStaff, isLeadStaff].map((check) => check({ req: reqAs('counsellor') }))).toEqual([
      false,
      false,
      true,
    ])
    expect([isAdmin, isContentStaff, isLeadStaff].map((check) => check({ req: reqAs() }))).toEqual([
      false,
      false,
      false,
    ])
  })

  it('ignores a role claimed by a user of another auth collection', () => {
    expect(isAdmin({ req: reqAs('admin', 'customers') })).toBe(false)
  })

  it('limits anonymous readers and counsellors to published documents', () => {
    const published = { _status: { equals: 'published' } }
    expect(publishedOrContentStaff({ req: reqAs() } as never)).toEqual(published)
    expect(publishedOrContentStaff({ req: reqAs('counsellor') } as never)).toEqual(published)
    expect(publishedOrContentStaff({ req: reqAs('editor') } as never)).toBe(true)
  })

  it('keeps the content collections out of a counsellor’s admin, and only theirs', () => {
    const hidden = (role?: string) => hiddenFromCounsellors({ user: role ? { role, collection: 'users' } : null })
    expect([hidden('counsellor'), hidden('editor'), hidden('admin'), hidden()]).toEqual([true, false, false, false])
  })

  it('lists the staff accounts in the admin for admins only', () => {
    const hidden = (role?: string) => hiddenFromAllButAdmins({ user: role ? { role, collection: 'users' } : null })
    expect([hidden('counsellor'), hidden('editor'), hidden('admin'), hidden()]).toEqual([true, true, false, true])
  })

  it('hides every content collection and the site settings from counsellors in the admin', () => {
    const user = { role: 'counsellor', collection: 'users' }
    const content = [...CONTENT_COLLECTIONS, SiteSettings]
    for (const { slug, admin } of content) {
      const hidden = admin?.hidden
      expect(typeof hidden === 'function' && hidden({ user } as never), slug).toBe(true)
    }
  })
})
