import { describe, expect, it } from 'vitest'

import { OPTIONAL_WEB_ADDRESS_MESSAGE, WEB_ADDRESS_MESSAGE, isWebAddress, validateWebAddress } from './web-address'

describe('web addresses the public site links to', () => {
  it('accepts a full https address of a page', () => {
    expect(isWebAddress('https://www.facebook.com/brighterbridge.example')).toBe(true)
    expect(isWebAddress('https://www.youtube.com/@brighterbridge.example?sub=1')).toBe(true)
  })

  it.each([
    'javascript:alert(document.domain)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://www.facebook.com/brighterbridge',
    '//www.facebook.com/brighterbridge',
    'www.facebook.com/brighterbridge',
    'https://localhost',
    'https://www.facebook.com/a b',
    '',
  ])('refuses %j', (value) => {
    expect(isWebAddress(value)).toBe(false)
  })

  it('asks for a value in a required field and allows an empty optional one', () => {
    expect(validateWebAddress({ required: true })('')).toBe('This field is required.')
    expect(validateWebAddress({ required: false })(null)).toBe(true)
    expect(validateWebAddress({ required: true })('javascript:alert(1)')).toBe(WEB_ADDRESS_MESSAGE)
    expect(validateWebAddress({ required: false })('ftp://example.com/file')).toBe(OPTIONAL_WEB_ADDRESS_MESSAGE)
    expect(validateWebAddress({ required: true })('https://www.linkedin.com/company/x')).toBe(true)
  })
})
