import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'

// The proxy as a site served over https sees it: SITE_URL is read once, from the validated environment.

let proxy: typeof import('./proxy').proxy

beforeAll(async () => {
  vi.stubEnv('SITE_URL', 'https://www.brighterbridge.example')
  ;({ proxy } = await import('./proxy'))
})

describe('proxy', () => {
  it('adds HSTS and upgrade-insecure-requests for an https site, and hands the policy to the renderer', async () => {
    const response = await proxy(new NextRequest('https://www.brighterbridge.example/about'))
    const policy = response.headers.get('content-security-policy')!
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000')
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic';/)
    expect(policy).toMatch(/; upgrade-insecure-requests$/)
    // NextResponse.next({ request }) passes the request headers it overrides this way.
    expect(response.headers.get('x-middleware-override-headers')).toContain('content-security-policy')
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy)
  })

  it('gives each request its own nonce and each surface its own policy', async () => {
    const first = await proxy(new NextRequest('https://www.brighterbridge.example/'))
    const second = await proxy(new NextRequest('https://www.brighterbridge.example/'))
    expect(first.headers.get('content-security-policy')).not.toBe(second.headers.get('content-security-policy'))
    const call = await proxy(new NextRequest('https://www.brighterbridge.example/api/health'))
    expect(call.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(call.headers.get('strict-transport-security')).toBe('max-age=63072000')
  })

  it('marks every portal page private, no-store and noindex, and no other page', async () => {
    for (const path of ['/portal', '/portal/messages', '/portal/applications/7']) {
      const response = await proxy(new NextRequest(`https://www.brighterbridge.example${path}`))
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow')
    }
    for (const path of ['/', '/portals', '/blogs']) {
      const response = await proxy(new NextRequest(`https://www.brighterbridge.example${path}`))
      expect(response.headers.get('cache-control'), path).toBeNull()
      expect(response.headers.get('x-robots-tag'), path).toBeNull()
    }
  })
})
