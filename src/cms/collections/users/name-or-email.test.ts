import { describe, expect, it } from 'vitest'

import { nameOrEmail } from './name-or-email'

const run = (operation: 'create' | 'update', data: Record<string, unknown>, originalDoc?: Record<string, unknown>) =>
  nameOrEmail({ data, operation, originalDoc } as never)

describe('a staff account’s name', () => {
  it('is the email when an account is created without one, or with only spaces', () => {
    expect(run('create', { email: 'priya@example.org' })).toMatchObject({ name: 'priya@example.org' })
    expect(run('create', { email: 'priya@example.org', name: '   ' })).toMatchObject({ name: 'priya@example.org' })
    expect(run('create', { email: 'priya@example.org', name: 'Priya Nair' })).toMatchObject({ name: 'Priya Nair' })
  })

  it('is the email when an update empties it, and stays as stored when an update does not send it', () => {
    const stored = { email: 'arjun@example.org', name: 'Arjun Mehta' }
    expect(run('update', { name: '' }, stored)).toMatchObject({ name: 'arjun@example.org' })
    expect(run('update', { role: 'counsellor' }, stored)).not.toHaveProperty('name')
    expect(run('update', { role: 'counsellor' }, { email: 'arjun@example.org', name: null })).toMatchObject({
      name: 'arjun@example.org',
    })
  })
})
