import { describe, expect, it } from 'vitest'

import { chatUrl, telHref } from './contact-links'

describe('call and chat links', () => {
  it('call and chat with a number stored without its country code in the office’s country', () => {
    expect(telHref('9810007919', 'IN')).toBe('tel:+919810007919')
    expect(chatUrl('9810007919', { country: 'IN' })).toBe('https://wa.me/919810007919')
  })

  it('call and chat with a London number in London', () => {
    expect(telHref('+44 20 7946 0958', 'IN')).toBe('tel:+442079460958')
    expect(chatUrl('+44 20 7946 0958', { country: 'IN', text: 'Hello Ann, hi!' })).toBe(
      'https://wa.me/442079460958?text=Hello%20Ann%2C%20hi!',
    )
  })

  it('keep the digits as stored when the number cannot be read', () => {
    expect(telHref('ext. 12', 'IN')).toBe('tel:12')
    expect(chatUrl('12345', { country: 'IN' })).toBe('https://wa.me/12345')
  })
})
