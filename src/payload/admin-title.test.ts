import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { adminTitleSuffix, withAdminTitle } from './admin-title'

describe('the admin’s page titles', () => {
  it('end in the short name, after the space Payload puts before the suffix', () => {
    expect(`Dashboard ${adminTitleSuffix('Northgate')}`).toBe('Dashboard · Northgate admin')
  })

  it('take the short name in place of the config’s suffix, keeping the rest and leaving the config as it was', () => {
    const config = {
      serverURL: 'https://www.example.org',
      admin: { user: 'users', meta: { titleSuffix: '· www.example.org admin', defaultOGImageType: 'off' } },
    } as unknown as SanitizedConfig

    const named = withAdminTitle(config, 'Northgate')

    expect(named.admin.meta).toEqual({ titleSuffix: '· Northgate admin', defaultOGImageType: 'off' })
    expect(named.admin.user).toBe('users')
    expect(named.serverURL).toBe('https://www.example.org')
    expect(config.admin.meta.titleSuffix).toBe('· www.example.org admin')
  })
})
