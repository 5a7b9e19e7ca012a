import { describe, expect, it } from 'vitest'

import { resetLink, resetMailHtml, resetSubject } from './password-reset'

describe("a staff account's password-reset mail", () => {
  it('is named after the consultancy’s short name', () => {
    expect(resetSubject('Northgate')).toBe('Reset your Northgate staff password')
  })

  it('says whose account it is, with the link shown as its address, each escaped', () => {
    const html = resetMailHtml('Study & <Partners>', { token: 'abc123', user: { email: 'o"brien@example.org' } })
    expect(resetLink('abc123')).toMatch(/^https?:\/\/\S+\/admin\/reset\/abc123$/)
    expect(html).toContain(`<a href="${resetLink('abc123')}">${resetLink('abc123')}</a>`)
    expect(html).toContain('staff account o&quot;brien@example.org of the Study &amp; &lt;Partners&gt; website')
    expect(html).toContain('within an hour')
  })
})
