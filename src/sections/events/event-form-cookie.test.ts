import { describe, expect, it } from 'vitest'

import { decodeEventForm, encodeEventForm } from './event-form-cookie'

describe('the event form’s cookie', () => {
  it('brings back what was typed and the messages, for that event only', () => {
    const value = encodeEventForm({
      slug: 'open-day',
      values: { name: 'Asha', email: 'asha@example', 'answers.0': 'MSc' },
      errors: { email: 'Invalid email address format.', captchaAnswer: 'Incorrect answer to CAPTCHA.' },
    })
    expect(decodeEventForm(value, 'open-day')).toEqual({
      slug: 'open-day',
      values: { name: 'Asha', email: 'asha@example', 'answers.0': 'MSc' },
      errors: { email: 'Invalid email address format.', captchaAnswer: 'Incorrect answer to CAPTCHA.' },
    })
    expect(decodeEventForm(value, 'another-event')).toBeNull()
  })

  it('drops names the form has not, and refuses what is not its own', () => {
    const value = encodeEventForm({
      slug: 'fair',
      values: { name: 'Ravi', captchaAnswer: '7', other: 'x', 'answers.9': 'y' },
      errors: { _: 'Too many.' },
    })
    expect(decodeEventForm(value, 'fair')).toEqual({
      slug: 'fair',
      values: { name: 'Ravi' },
      errors: { _: 'Too many.' },
    })
    expect(decodeEventForm('not base64 json', 'fair')).toBeNull()
    expect(decodeEventForm(undefined, 'fair')).toBeNull()
  })
})
