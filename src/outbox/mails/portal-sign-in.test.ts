import { describe, expect, it } from 'vitest'

import { portalInvitation } from './portal-invitation'
import { portalSignIn } from './portal-sign-in'

const details = { name: 'Asha Rao', email: 'asha@example.org', consultancy: { name: 'Brighter Bridge Education' } }

describe('the portal’s mails', () => {
  it('sends the sign-in link to the address asked for, saying it works once and for how long', () => {
    const mail = portalSignIn(details, 'https://site.example/portal/sign-in/confirm?token=abc', 15)
    expect(mail).toMatchObject({ kind: 'portal-sign-in', to: 'asha@example.org' })
    expect(mail.subject).toBe('Your sign-in link for Brighter Bridge Education')
    expect(mail.text).toContain('https://site.example/portal/sign-in/confirm?token=abc')
    expect(mail.text).toContain('It works once, for 15 minutes')
  })

  it('invites a student or a guardian to the sign-in page, with no secret in the mail', () => {
    const student = portalInvitation(
      { ...details, student: 'Asha Rao', guardian: false },
      'https://site.example/portal',
    )
    expect(student).toMatchObject({ kind: 'portal-invitation', to: 'asha@example.org' })
    expect(student.text).toContain('opened your student file')
    expect(student.text).toContain('open https://site.example/portal and enter this address (asha@example.org)')
    expect(student.text).not.toMatch(/token=/)

    const parent = portalInvitation(
      {
        name: 'Meera Rao',
        email: 'meera@example.org',
        consultancy: details.consultancy,
        student: 'Asha',
        guardian: true,
      },
      'https://site.example/portal',
    )
    expect(parent.subject).toBe("Follow Asha's applications with Brighter Bridge Education")
    expect(parent.text).toContain('only Asha and their counsellor can change them')
  })
})
