import { describe, expect, it } from 'vitest'

import { pageCacheKey } from './cacheable'

const NAVIGATION = { 'sec-fetch-dest': 'document', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }

const key = (url: string, method = 'GET', headers: Record<string, string> = NAVIGATION) => {
  const { pathname, search } = new URL(url, 'https://www.brighterbridge.example')
  return pageCacheKey(method, pathname, search, headers)
}

describe('pageCacheKey', () => {
  it('keys a public page by its path, for a browser navigation', () => {
    expect(key('/')).toBe('/')
    expect(key('/blogs/studying-in-the-uk', 'HEAD')).toBe('/blogs/studying-in-the-uk')
  })

  it('counts every plain visit as a page visit, whatever it accepts (a monitor, a crawler, a load tester)', () => {
    expect(key('/', 'GET', {})).toBe('/')
    expect(key('/about', 'GET', { accept: '*/*' })).toBe('/about')
    expect(key('/about', 'GET', { 'sec-fetch-dest': 'empty', accept: '*/*' })).toBe('/about')
  })

  it('leaves the client router’s fetches alone, told apart by the headers only the router sends', () => {
    expect(key('/about', 'GET', { ...NAVIGATION, rsc: '1' })).toBeUndefined()
    expect(key('/about', 'GET', { 'next-router-state-tree': '%5B%5D' })).toBeUndefined()
    expect(key('/about', 'GET', { 'next-router-prefetch': '1' })).toBeUndefined()
    expect(key('/about', 'GET', { 'next-router-segment-prefetch': '/_tree' })).toBeUndefined()
    expect(key('/about?_rsc=abc12', 'GET', {})).toBeUndefined()
  })

  it('renders alone what is not a plain visit to a public page', () => {
    expect(key('/contact', 'POST')).toBeUndefined()
    expect(key('/admin')).toBeUndefined()
    expect(key('/api/docs')).toBeUndefined()
    expect(key('/blogs?categoryId=3')).toBeUndefined()
    expect(key('/newsletter/unsubscribe?token=abc')).toBeUndefined()
    // An event's page: its seats left and its captcha are each visitor's; the list of events is kept.
    expect(key('/events/uk-scholarships-webinar')).toBeUndefined()
    expect(key('/events')).toBe('/events')
    expect(key('/about', 'GET', { ...NAVIGATION, 'next-action': 'abc' })).toBeUndefined()
    expect(key('/about', 'GET', { ...NAVIGATION, cookie: 'theme=dark; payload-token=eyJ' })).toBeUndefined()
    expect(key('/about', 'GET', { ...NAVIGATION, cookie: 'theme=dark' })).toBe('/about')
    expect(key('/book')).toBeUndefined()
    expect(key('/book/manage')).toBeUndefined()
  })

  it('never takes a file or a call for a page', () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/favicon.ico', '/images/logo.png', '/_next/image']) {
      expect(key(path)).toBeUndefined()
    }
    for (const path of ['/api/Blog', '/api', '/cms-api/media/file/a.png', '/documents/brochure', '/page-art/x']) {
      expect(key(path)).toBeUndefined()
    }
    expect(key('/apiary')).toBe('/apiary')
  })

  it('renders alone the pages that show one visitor’s form again (docs/decisions/0132), not their neighbours', () => {
    expect(key('/enquiry')).toBeUndefined()
    expect(key('/consultation')).toBeUndefined()
    expect(key('/newsletter')).toBeUndefined()
    expect(key('/newsletter/confirmed')).toBe('/newsletter/confirmed')
    expect(key('/contact')).toBe('/contact')
  })

  it('renders the portal alone, signed in or not, and not the pages whose address only starts alike', () => {
    expect(key('/portal')).toBeUndefined()
    expect(key('/portal/messages')).toBeUndefined()
    expect(key('/portal/sign-in/sent')).toBeUndefined()
    expect(key('/portals')).toBe('/portals')
  })
})
