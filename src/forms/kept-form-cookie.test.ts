import { describe, expect, it } from 'vitest'

import { MESSAGES } from '@/schema/form-schema'

import { decodeKeptForm, encodeKeptForm, KEPT_NAMES, keptForm } from './kept-form-cookie'
import type { KeptForm } from './lead-fields'

const kept: KeptForm = {
  values: { name: 'Asha Verma', organization: '', city: 'Noida', email: 'asha@example', contactNumber: '98100' },
  errors: { organization: MESSAGES.organization, email: MESSAGES.emailFormat, _: 'Oops' },
  pagePath: '/contact',
}

describe('the cookie of a form sent without a script (docs/decisions/0132)', () => {
  it('brings back what was typed, the messages and the page it was sent from', () => {
    const value = encodeKeptForm(kept)
    expect(value).toMatch(/^[\w-]+$/)
    expect(decodeKeptForm(value, KEPT_NAMES.enquiry)).toEqual(kept)
  })

  it('keeps names in any script', () => {
    const named = { ...kept, values: { ...kept.values, name: 'आन्या राव' } }
    expect(decodeKeptForm(encodeKeptForm(named), KEPT_NAMES.enquiry)?.values.name).toBe('आन्या राव')
  })

  it('keeps only the form’s own names, never a captcha answer, and only a path of this site', () => {
    const odd = {
      values: { ...kept.values, captchaAnswer: '7', role: 'admin' },
      errors: { captchaAnswer: MESSAGES.captchaWrong, role: 'x' },
      pagePath: '//elsewhere.example/x',
    }
    const back = keptForm(odd, KEPT_NAMES.enquiry)
    expect(back.values).toEqual(kept.values)
    expect(back.errors).toEqual({ captchaAnswer: MESSAGES.captchaWrong })
    expect(back.pagePath).toBeUndefined()
    expect(decodeKeptForm(encodeKeptForm(odd), KEPT_NAMES.newsletter)).toEqual({
      values: { email: 'asha@example' },
      errors: {},
    })
  })

  it('ignores a missing, altered or overgrown cookie', () => {
    expect(decodeKeptForm(undefined, KEPT_NAMES.enquiry)).toBeNull()
    expect(decodeKeptForm('not-json', KEPT_NAMES.enquiry)).toBeNull()
    const wrong = Buffer.from(JSON.stringify({ values: { name: 3 }, errors: {} })).toString('base64url')
    expect(decodeKeptForm(wrong, KEPT_NAMES.enquiry)).toBeNull()
    expect(decodeKeptForm('a'.repeat(5000), KEPT_NAMES.enquiry)).toBeNull()
  })

  it('cuts long values so the cookie still fits', () => {
    const long = {
      values: Object.fromEntries(KEPT_NAMES.consultation.map((name) => [name, 'आ'.repeat(300)])),
      errors: {},
    }
    const value = encodeKeptForm(keptForm(long, KEPT_NAMES.consultation))
    expect(value.length).toBeLessThan(4000)
    expect(decodeKeptForm(value, KEPT_NAMES.consultation)?.values.name).toBe('आ'.repeat(60))
  })
})
