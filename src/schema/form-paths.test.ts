import { describe, expect, it } from 'vitest'

import { sitePath } from './form-paths'

describe('sitePath', () => {
  it('takes a path of this site', () => {
    expect(sitePath('/')).toBe('/')
    expect(sitePath('/blogs/studying-in-the-uk')).toBe('/blogs/studying-in-the-uk')
  })

  it('refuses another host, a query, a fragment, spaces and anything not a path', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'contact',
      '/a?b=1',
      '/a#b',
      '/a b',
      '',
      3,
      undefined,
    ])
      expect(sitePath(value), String(value)).toBeUndefined()
    expect(sitePath(`/${'a'.repeat(600)}`)).toBeUndefined()
  })
})
