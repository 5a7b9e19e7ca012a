import { describe, expect, it } from 'vitest'

import { brandName } from './brand-name'

describe('brandName', () => {
  it('gives the name and short name saved in the site settings', () => {
    expect(brandName({ name: 'Northgate Study Partners', shortName: 'Northgate' }, 'www.example.org')).toEqual({
      name: 'Northgate Study Partners',
      shortName: 'Northgate',
    })
  })

  it('gives the site’s host name for settings never saved, never a made-up brand', () => {
    for (const stored of [undefined, null, {}, { name: '', shortName: '  ' }]) {
      expect(brandName(stored, 'www.example.org')).toEqual({ name: 'www.example.org', shortName: 'www.example.org' })
    }
  })

  it('gives the name as the short name when only the name is saved', () => {
    expect(brandName({ name: ' Northgate Study Partners ' }, 'www.example.org')).toEqual({
      name: 'Northgate Study Partners',
      shortName: 'Northgate Study Partners',
    })
  })
})
