import { describe, expect, it } from 'vitest'

import { deletionRequest } from './deletion-request'

describe('the notice of a deletion request', () => {
  it('tells an admin which student asked and links to the file, where deleting it confirms', () => {
    const mail = deletionRequest(
      { to: 'admin@example.org', student: 'Asha Rao', consultancy: { name: 'Brighter Bridge Education' } },
      'https://site.example/admin/collections/students/7',
    )
    expect(mail).toMatchObject({ kind: 'deletion-request', to: 'admin@example.org' })
    expect(mail.subject).toBe('Asha Rao asks for their student file to be deleted')
    expect(mail.text).toContain('https://site.example/admin/collections/students/7')
    expect(mail.text).toContain('an admin deletes the file in the admin')
  })
})
