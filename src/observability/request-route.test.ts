import { describe, expect, it } from 'vitest'

import { isStaticFile, requestRoute, UNMATCHED_ROUTE } from './request-route'

describe('requestRoute', () => {
  it('keeps the site’s fixed routes and folds slugs and files', () => {
    expect(requestRoute('/', 200)).toBe('/')
    expect(requestRoute('/contact', 200)).toBe('/contact')
    expect(requestRoute('/study-abroad/university-selection/', 200)).toBe('/study-abroad/university-selection')
    expect(requestRoute('/api/GetInTouch/ContactUs', 400)).toBe('/api/GetInTouch/ContactUs')
    expect(requestRoute('/blogs/how-to-choose-a-university', 200)).toBe('/blogs/:slug')
    expect(requestRoute('/newsroom/a-new-office', 200)).toBe('/newsroom/:slug')
    expect(requestRoute('/_next/static/chunks/app.js', 200)).toBe('/_next/*')
    expect(requestRoute('/admin/collections/enquiries/12', 200)).toBe('/admin/*')
    expect(requestRoute('/images/logo.webp', 200)).toBe('/images/*')
  })

  it('never makes a label of an address that found nothing or looks odd', () => {
    expect(requestRoute('/wp-login.php', 404)).toBe(UNMATCHED_ROUTE)
    expect(requestRoute('/blogs/no-such-blog', 404)).toBe(UNMATCHED_ROUTE)
    expect(requestRoute('/%3Cscript%3E', 301)).toBe(UNMATCHED_ROUTE)
    expect(requestRoute(`/${'a'.repeat(200)}`, 308)).toBe(UNMATCHED_ROUTE)
  })
})

describe('isStaticFile', () => {
  it('tells build output, uploads and files from pages and calls', () => {
    expect(isStaticFile('/_next/static/css/site.css')).toBe(true)
    expect(isStaticFile('/images/team-1.webp')).toBe(true)
    expect(isStaticFile('/favicon.ico')).toBe(true)
    expect(isStaticFile('/')).toBe(false)
    expect(isStaticFile('/blogs/visa-guide')).toBe(false)
    expect(isStaticFile('/api/Blog/GetTrendingBlogList')).toBe(false)
  })
})
