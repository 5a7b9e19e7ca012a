import { describe, expect, it } from 'vitest'

import { portalMessageToCounsellor, portalMessageToStudent } from './portal-message'

const consultancy = { name: 'Brighter Bridge Education' }

describe('the notices of a new portal message', () => {
  it('tells the counsellor who wrote and links to the student’s page in the admin', () => {
    const mail = portalMessageToCounsellor(
      { counsellor: { name: 'Priya Nair', email: 'priya@example.org' }, student: 'Asha Rao', consultancy },
      'https://site.example/admin/collections/students/7',
    )
    expect(mail).toMatchObject({ kind: 'portal-message', to: 'priya@example.org' })
    expect(mail.subject).toBe('New message from Asha Rao')
    expect(mail.text).toContain('Dear Priya Nair,')
    expect(mail.text).toContain('https://site.example/admin/collections/students/7')
  })

  it('tells the student their counsellor wrote and links to the portal’s messages', () => {
    const mail = portalMessageToStudent(
      { name: 'Asha Rao', email: 'asha@example.org', consultancy },
      'https://site.example/portal/messages',
    )
    expect(mail).toMatchObject({ kind: 'portal-message', to: 'asha@example.org' })
    expect(mail.subject).toBe('New message from your counsellor at Brighter Bridge Education')
    expect(mail.text).toContain('https://site.example/portal/messages')
  })
})
