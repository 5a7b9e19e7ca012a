import { describe, expect, it } from 'vitest'

import {
  contentSecurityPolicy,
  FRAME_SOURCES,
  newNonce,
  PERMISSIONS_POLICY,
  requestHeaders,
  STATIC_HEADERS,
  surfaceOf,
  type Surface,
} from './headers'

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name!, sources] as const
    }),
  )

const NONCE = 'bm9uY2Utb2YtdGhlLXRlc3Q='

describe('surfaceOf', () => {
  it('tells the admin, the API reference, the calls and the public pages apart', () => {
    const cases: [string, Surface][] = [
      ['/', 'site'],
      ['/blogs/some-post', 'site'],
      ['/administration', 'site'],
      ['/apis', 'site'],
      ['/admin', 'admin'],
      ['/admin/collections/blogs/3', 'admin'],
      ['/api/docs', 'api-docs'],
      ['/api/health', 'api'],
      ['/api/Blog/GetBlogsByCategory', 'api'],
      ['/cms-api/users/login', 'api'],
    ]
    for (const [path, surface] of cases) expect(surfaceOf(path), path).toBe(surface)
  })
})

describe('newNonce', () => {
  it('is 128 random bits in base64, new each time, in the form Next reads from the policy', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce))
    expect(nonces.size).toBe(100)
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    }
  })
})

describe('contentSecurityPolicy', () => {
  it('lets public pages run only scripts carrying the nonce and what they load, never eval or inline code', () => {
    const policy = directives(contentSecurityPolicy('site', { nonce: NONCE, https: false }))
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"])
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('frame-src')).toEqual([...FRAME_SOURCES])
    expect(policy.has('upgrade-insecure-requests')).toBe(false)
  })

  it('lets a kept page run the site’s own files and the inline scripts with its hashes, without a nonce', () => {
    const policy = directives(contentSecurityPolicy('site', { hashes: ['aGFzaC1vbmU=', 'aGFzaC10d28='], https: false }))
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-aGFzaC1vbmU='", "'sha256-aGFzaC10d28='"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
  })

  it('never allows eval, and allows inline code only for styles', () => {
    for (const surface of ['site', 'admin', 'api-docs', 'api'] as const) {
      const text = contentSecurityPolicy(surface, { nonce: NONCE, https: true })
      expect(text).not.toContain("'unsafe-eval'")
      const policy = directives(text)
      for (const [name, sources] of policy)
        if (!name.startsWith('style-src')) expect(sources, `${surface} ${name}`).not.toContain("'unsafe-inline'")
    }
  })

  it('asks for https sub-resources only when the site is served over https', () => {
    for (const surface of ['site', 'admin', 'api-docs'] as const) {
      expect(contentSecurityPolicy(surface, { nonce: NONCE, https: true })).toMatch(/; upgrade-insecure-requests$/)
      expect(contentSecurityPolicy(surface, { nonce: NONCE, https: false })).not.toContain('upgrade-insecure-requests')
    }
  })

  it('gives the admin its own frame and blob sources, framed only by itself', () => {
    const policy = directives(contentSecurityPolicy('admin', { nonce: NONCE, https: false }))
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    expect(policy.get('frame-src')).toEqual(["'self'"])
    expect(policy.get('img-src')).toContain('blob:')
  })

  it('lets the API reference run its own script files only, with no nonce', () => {
    const policy = directives(contentSecurityPolicy('api-docs', { nonce: NONCE, https: false }))
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(contentSecurityPolicy('api-docs', { nonce: NONCE, https: false })).not.toContain(NONCE)
  })

  it('lets a call answer load nothing and be framed by nothing', () => {
    expect(contentSecurityPolicy('api', { nonce: NONCE, https: true })).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  })
})

describe('the other headers', () => {
  it('are the same for every response', () => {
    expect(STATIC_HEADERS).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
      'Cross-Origin-Opener-Policy': 'same-origin',
    })
  })

  it('deny the devices the site never uses, and give the player frame only what its allow list asks for', () => {
    const features = new Map(PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=') as [string, string]))
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(features.get(feature), feature).toBe('()')
    for (const feature of ['autoplay', 'encrypted-media', 'picture-in-picture', 'clipboard-write'])
      expect(features.get(feature), feature).toBe('(self "https://www.youtube-nocookie.com")')
    // Left to its default (the page, and a frame whose allow list names it): Chromium on Linux warns of the name.
    expect(features.has('web-share')).toBe(false)
  })

  it('add HSTS only for a site served over https', () => {
    expect(requestHeaders('site', { nonce: NONCE, https: true })['Strict-Transport-Security']).toBe('max-age=63072000')
    expect(requestHeaders('site', { nonce: NONCE, https: false })).not.toHaveProperty('Strict-Transport-Security')
  })
})
