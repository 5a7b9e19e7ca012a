import { describe, expect, it } from 'vitest'

import { PHONE_NUMBER_MESSAGE, isPhoneNumber, validatePhoneNumber } from './phone-number'

describe('phone numbers the public site dials and chats with', () => {
  it.each(['+91 98100 00001', '+919810000001', '0120-4567890', '(0120) 456 7890', '9810000'])('accepts %j', (value) => {
    expect(isPhoneNumber(value)).toBe(true)
  })

  it.each(['', 'call us', '+91 981', '+91 98100 00001 23456', '98100 00001 ext. 2', '+91+9810000001'])(
    'refuses %j',
    (value) => {
      expect(isPhoneNumber(value)).toBe(false)
    },
  )

  it('says what a number needs', () => {
    expect(validatePhoneNumber('')).toBe('This field is required.')
    expect(validatePhoneNumber('abc')).toBe(PHONE_NUMBER_MESSAGE)
    expect(PHONE_NUMBER_MESSAGE).toBe('Enter 7 to 15 digits, with an optional leading + and spaces or hyphens.')
    expect(validatePhoneNumber('+91 98100 00002')).toBe(true)
  })
})
