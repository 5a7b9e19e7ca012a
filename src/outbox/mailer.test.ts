import { describe, expect, it } from 'vitest'

// Before the environment is first read: the From without MAIL_FROM.
delete process.env.MAIL_FROM
delete process.env.SITE_URL

const { mailFrom } = await import('./mailer.server')

describe('mailFrom', () => {
  it('sends as the consultancy’s name it is given, from no-reply at the site’s host, without MAIL_FROM', () => {
    expect(mailFrom('Northgate, Study & Partners')).toEqual({
      name: 'Northgate, Study & Partners',
      address: 'no-reply@localhost',
    })
  })
})
