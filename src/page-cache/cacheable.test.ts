import { describe, expect, it } from 'vitest'

import { pageCacheKey, REQUEST_KIND_HEADER, requestKind } from './cacheable'

const NAVIGATION = { 'sec-fetch-dest': 'document', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }

const key = (url: string, method = 'GET', headers: Record<string, string> = NAVIGATION) =>
  pageCacheKey(method, new URL(url, 'https://www.brighterbridge.example'), new Headers(headers))

describe('pageCacheKey', () => {
  it('keys a public page by its path, for a browser navigation or a client that accepts HTML', () => {
    expect(key('/')).toBe('/')
    expect(key('/blogs/studying-in-the-uk', 'HEAD')).toBe('/blogs/studying-in-the-uk')
    expect(key('/about', 'GET', { accept: 'text/html' })).toBe('/about')
  })

  it('leaves the client router’s fetches alone (Next hides their own headers from the proxy)', () => {
    expect(key('/about', 'GET', { 'sec-fetch-dest': 'empty', accept: '*/*' })).toBeUndefined()
    expect(key('/about', 'GET', { 'sec-fetch-dest': 'empty', accept: 'text/html' })).toBeUndefined()
    expect(key('/about', 'GET', { accept: '*/*' })).toBeUndefined()
  })

  it('renders alone what is not a plain visit to a public page', () => {
    expect(key('/contact', 'POST')).toBeUndefined()
    expect(key('/admin')).toBeUndefined()
    expect(key('/api/docs')).toBeUndefined()
    expect(key('/blogs?categoryId=3')).toBeUndefined()
    expect(key('/newsletter/unsubscribe?token=abc')).toBeUndefined()
    expect(key('/about', 'GET', { ...NAVIGATION, 'next-action': 'abc' })).toBeUndefined()
    expect(key('/about', 'GET', { ...NAVIGATION, cookie: 'theme=dark; payload-token=eyJ' })).toBeUndefined()
    expect(key('/about', 'GET', { ...NAVIGATION, cookie: 'theme=dark' })).toBe('/about')
  })

  it('renders alone the pages that show one visitor’s form again (docs/decisions/0132), not their neighbours', () => {
    expect(key('/enquiry')).toBeUndefined()
    expect(key('/consultation')).toBeUndefined()
    expect(key('/newsletter')).toBeUndefined()
    expect(key('/newsletter/confirmed')).toBe('/newsletter/confirmed')
    expect(key('/contact')).toBe('/contact')
  })
})

describe('with the production server’s mark', () => {
  it('counts every plain visit as a page visit, whatever it accepts', () => {
    expect(key('/', 'GET', { [REQUEST_KIND_HEADER]: 'document' })).toBe('/')
    expect(key('/about', 'GET', { [REQUEST_KIND_HEADER]: 'document', accept: '*/*' })).toBe('/about')
  })

  it('leaves the client router’s fetches alone', () => {
    expect(key('/about', 'GET', { ...NAVIGATION, [REQUEST_KIND_HEADER]: 'router' })).toBeUndefined()
  })

  it('marks the router’s fetches by their own headers or query, and nothing else', () => {
    expect(requestKind({ rsc: '1' }, '')).toBe('router')
    expect(requestKind({ 'next-router-state-tree': '%5B%5D' }, '')).toBe('router')
    expect(requestKind({ 'next-router-prefetch': '1' }, '')).toBe('router')
    expect(requestKind({}, '?_rsc=abc12')).toBe('router')
    expect(requestKind({}, '?page=2&_rsc=abc12')).toBe('router')
    expect(requestKind({}, '')).toBe('document')
    expect(requestKind({ accept: '*/*' }, '?page=2')).toBe('document')
    expect(requestKind({}, '?x_rsc=1')).toBe('document')
  })
})
