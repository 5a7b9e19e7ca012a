import { describe, expect, it } from 'vitest'

import { countryNamed, dialNumber, officeCountry, toE164 } from './phone-number'

describe('a phone number in international form', () => {
  it('reads an Indian number as people write it in India', () => {
    expect(toE164('9810007919', 'IN')).toBe('+919810007919')
    expect(toE164('98765 43210', 'IN')).toBe('+919876543210')
    expect(toE164('98765-43210', 'IN')).toBe('+919876543210')
    // The trunk prefix 0 and the international prefix 00 are dropped.
    expect(toE164('09810007919', 'IN')).toBe('+919810007919')
    expect(toE164('0091 98100 07919', 'IN')).toBe('+919810007919')
  })

  it('keeps the country code a number is written with, whatever the office’s country', () => {
    expect(toE164('+91 98100 07919', 'IN')).toBe('+919810007919')
    expect(toE164('+91 98100 07919', 'GB')).toBe('+919810007919')
    expect(toE164('+44 20 7946 0958', 'IN')).toBe('+442079460958')
    expect(toE164('+44 (0)20 7946 0958')).toBe('+442079460958')
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958')
  })

  it('refuses what is no number: too short, too long, words, or no country to read it in', () => {
    expect(toE164('12345', 'IN')).toBeUndefined()
    expect(toE164('98100079190000', 'IN')).toBeUndefined()
    expect(toE164('call me on 9810007919', 'IN')).toBeUndefined()
    expect(toE164('', 'IN')).toBeUndefined()
    expect(toE164('9810007919')).toBeUndefined()
  })

  it('dials stored digits that are no number in the office’s country with their own country code', () => {
    // The spec's forms take digits only: a London visitor types the country code without its +.
    expect(dialNumber('442079460958', 'IN')).toBe('+442079460958')
    expect(dialNumber('919810007919', 'IN')).toBe('+919810007919')
    expect(dialNumber('9810007919', 'IN')).toBe('+919810007919')
    expect(dialNumber('12345', 'IN')).toBeUndefined()
  })
})

describe('the office’s country', () => {
  it('is named by the address, in English or as its two-letter code', () => {
    expect(countryNamed('India')).toBe('IN')
    expect(countryNamed(' united kingdom ')).toBe('GB')
    expect(countryNamed('np')).toBe('NP')
    expect(countryNamed('Narnia')).toBeUndefined()
    expect(officeCountry({ address: { country: 'United Kingdom' }, chatNumber: '+919810000001' })).toBe('GB')
  })

  it('else comes from the first of its numbers written with a country code', () => {
    expect(
      officeCountry({
        address: { country: 'Bharat' },
        chatNumber: '98100 00001',
        phones: [{ number: '+91 98100 00002' }],
      }),
    ).toBe('IN')
    expect(officeCountry({ address: null, chatNumber: null, phones: [{ number: '0800 123' }] })).toBeUndefined()
  })
})
