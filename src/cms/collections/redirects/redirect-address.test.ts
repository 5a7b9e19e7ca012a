import { describe, expect, it } from 'vitest'

import {
  FROM_MESSAGES,
  isRedirectTarget,
  toRedirectPath,
  TO_MESSAGES,
  validateFrom,
  validateTo,
} from './redirect-address'

describe('the old address of a redirect', () => {
  it('is kept as its decoded path, without query, fragment or trailing slash, capitals kept', () => {
    expect(toRedirectPath('/old-page')).toBe('/old-page')
    expect(toRedirectPath('old-page/')).toBe('/old-page')
    expect(toRedirectPath(' https://www.old.example.com/Blog/Post%20One/?p=12#top ')).toBe('/Blog/Post One')
    expect(toRedirectPath('/a%zz')).toBe('/a%zz')
    expect(toRedirectPath('///')).toBe('/')
    expect(toRedirectPath('')).toBe('')
  })

  it('may not be empty, the home page, or an address of the admin or the API', () => {
    expect(validateFrom('/courses')).toBe(true)
    expect(validateFrom('/apinfo')).toBe(true)
    expect(validateFrom('  ')).toBe(FROM_MESSAGES.required)
    expect(validateFrom('https://old.example.com/')).toBe(FROM_MESSAGES.root)
    for (const reserved of ['/admin', '/admin/login', '/cms-api/blogs', '/api/Blog/GetBlogs', '/_next/static/x.js'])
      expect(validateFrom(reserved), reserved).toBe(FROM_MESSAGES.reserved)
  })
})

describe('the new address of a redirect', () => {
  it('is a path of this site or a full web address, and nothing that could run or leave by a trick', () => {
    for (const good of [
      '/contact',
      '/blogs?category=2',
      'https://portal.example.com/apply',
      'http://partner.example.org',
    ])
      expect(isRedirectTarget(good), good).toBe(true)
    for (const bad of [
      'contact',
      '//evil.example.com',
      'javascript:alert(1)',
      'https://localhost',
      '/a b',
      'mailto:x@y.z',
    ])
      expect(isRedirectTarget(bad), bad).toBe(false)
  })

  it('may not lead back to its own old address', () => {
    expect(validateTo('/courses/', '/courses')).toBe(TO_MESSAGES.same)
    expect(validateTo('/Courses', '/courses')).toBe(true)
    expect(validateTo('https://other.example.com/courses', '/courses')).toBe(true)
    expect(validateTo('', '/courses')).toBe(TO_MESSAGES.invalid)
  })
})
