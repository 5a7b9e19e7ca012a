import { describe, expect, it } from 'vitest'

import { decodeKeptForm, encodeKeptForm, keptErrors, keptValues, type KeptForm } from './booking-form-cookie'

const START = '2026-12-03T04:30:00.000Z'
const kept: KeptForm = {
  start: START,
  values: { name: 'Aanya Rao', email: 'aanya@example', contactNumber: '98100 0000' },
  errors: { email: 'Invalid email address format.', contactNumber: 'Invalid contact number format.' },
}

describe('the booking form’s cookie', () => {
  it('brings the form back for its own time only', () => {
    const value = encodeKeptForm(kept)
    expect(value).toMatch(/^[\w-]+$/)
    expect(decodeKeptForm(value, Date.parse(START))).toEqual(kept)
    expect(decodeKeptForm(value, Date.parse(START) + 15 * 60_000)).toBeNull()
  })

  it('keeps names in any script', () => {
    const named = { ...kept, values: { ...kept.values, name: 'आन्या राव' } }
    expect(decodeKeptForm(encodeKeptForm(named), Date.parse(START))?.values.name).toBe('आन्या राव')
  })

  it('ignores a missing, altered or overgrown cookie', () => {
    expect(decodeKeptForm(undefined, Date.parse(START))).toBeNull()
    expect(decodeKeptForm('not-json', Date.parse(START))).toBeNull()
    const other = Buffer.from(JSON.stringify({ ...kept, errors: { captchaToken: 'x' } })).toString('base64url')
    expect(decodeKeptForm(other, Date.parse(START))).toBeNull()
    expect(decodeKeptForm('a'.repeat(5000), Date.parse(START))).toBeNull()
  })

  it('keeps each typed value up to the booking call’s limit', () => {
    const values = keptValues((field) => (field === 'name' ? 'x'.repeat(500) : field))
    expect(values.name).toHaveLength(200)
    expect(values.email).toBe('email')
    expect(values.contactNumber).toBe('contactNumber')
  })

  it('puts each field’s error next to it, and any other once at the top in plain words', () => {
    expect(
      keptErrors(
        {
          name: 'Please enter your name.',
          captchaAnswer: 'Incorrect answer to CAPTCHA.',
          _: 'The request is not valid.',
        },
        'Please check the form.',
      ),
    ).toEqual({
      name: 'Please enter your name.',
      captchaAnswer: 'Incorrect answer to CAPTCHA.',
      _: 'Please check the form.',
    })
    expect(keptErrors({ meetingType: 'This kind of meeting cannot be booked.' })).toEqual({
      _: 'This kind of meeting cannot be booked.',
    })
  })
})
