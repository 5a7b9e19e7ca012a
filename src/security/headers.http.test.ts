import { createHash } from 'node:crypto'

import { expect, test, type APIResponse } from '@playwright/test'

import { cms } from '../../tests/support/http-api'
import { siteRoutes } from '../../tests/support/site-routes'
import { MONACO_VS_PATH } from '../admin/code-editor/monaco-path'
import { pageCacheKey } from '../page-cache/cacheable'
import { PERMISSIONS_POLICY } from './headers'

// The headers every kind of response carries (docs/decisions/0060-security-headers.md). The test servers have no
// SITE_URL, so they answer over plain http: no HSTS, no upgrade-insecure-requests.

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name!, sources] as const
    }),
  )

function expectStaticHeaders(response: APIResponse, what: string) {
  const headers = response.headers()
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY)
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin')
  expect(headers, what).not.toHaveProperty('x-powered-by')
  expect(headers, what).not.toHaveProperty('strict-transport-security')
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

/** The script nonce of a page's policy. */
function nonceOf(response: APIResponse, what: string): string {
  const policy = directives(response.headers()['content-security-policy'] ?? '')
  const scriptSrc = policy.get('script-src') ?? []
  const nonce = scriptSrc.map((source) => source.match(/^'nonce-([A-Za-z0-9+/]+={0,2})'$/)?.[1]).find(Boolean)
  expect(nonce, `${what}: ${scriptSrc.join(' ')}`).toBeTruthy()
  return nonce!
}

test('every public page: a policy that allows only its own scripts (their hashes, or a new nonce each time)', async ({
  request,
}) => {
  for (const route of await siteRoutes(request)) {
    const response = await request.get(route)
    expect([200, 404], route).toContain(response.status())
    expect(response.headers()['content-type'], route).toMatch(/^text\/html/)
    expectStaticHeaders(response, route)
    const policy = directives(response.headers()['content-security-policy']!)
    expect(policy.get('object-src'), route).toEqual(["'none'"])
    expect(policy.get('base-uri'), route).toEqual(["'self'"])
    expect(policy.get('form-action'), route).toEqual(["'self'"])
    expect(policy.get('frame-ancestors'), route).toEqual(["'none'"])
    expect(policy.has('upgrade-insecure-requests'), route).toBe(false)
    expect(response.headers()['content-security-policy'], route).not.toContain('unsafe-eval')
    // A Critical-CH header would make Chromium restart a first visit's navigation: only the admin asks for hints.
    expect(response.headers(), route).not.toHaveProperty('critical-ch')
    expect(response.headers(), route).not.toHaveProperty('accept-ch')

    // Every script element that is code (not a JSON-LD data block).
    const html = await response.text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, text]) => ({
      attributes: attributes!,
      text: text!,
    }))
    const code = scripts.filter(({ attributes }) => !/type="application\/ld\+json"/.test(attributes))
    expect(code.length, route).toBeGreaterThan(0)
    const { pathname, search } = new URL(route, 'http://localhost')
    if (pageCacheKey('GET', pathname, search, {}) !== undefined) {
      // A page the cache keeps (docs/decisions/0139): the site's files and exactly its inline scripts' hashes.
      const inline = code.filter(({ attributes }) => !/\ssrc=/.test(attributes)).map(({ text }) => text)
      const hashes = [...new Set(inline.map((text) => `'sha256-${sha256(text)}'`))]
      expect(policy.get('script-src'), route).toEqual(["'self'", ...hashes])
      expect(html, route).not.toContain(' nonce=')
    } else {
      const nonce = nonceOf(response, route)
      expect(policy.get('script-src'), route).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"])
      for (const { attributes } of code) expect(attributes, route).toContain(`nonce="${nonce}"`)
      const again = await request.get(route)
      expect(nonceOf(again, route), route).not.toBe(nonce)
    }
  }
})

test('the admin has its own policy with a nonce, framed only by itself', async ({ request }) => {
  const response = await request.get('/admin/login')
  expect(response.status()).toBe(200)
  expectStaticHeaders(response, '/admin/login')
  const policy = directives(response.headers()['content-security-policy']!)
  const nonce = nonceOf(response, '/admin/login')
  expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"])
  expect(policy.get('frame-ancestors')).toEqual(["'self'"])
  expect(policy.get('object-src')).toEqual(["'none'"])
  // Payload renders the admin's colour scheme from this hint.
  expect(response.headers()['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  expect(response.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('the API reference runs only its own script files; its assets are typed and not sniffed', async ({ request }) => {
  const page = await request.get('/api/docs')
  expectStaticHeaders(page, '/api/docs')
  const policy = directives(page.headers()['content-security-policy']!)
  expect(policy.get('script-src')).toEqual(["'self'"])
  expect(await page.text()).not.toMatch(/<script>(?!<\/script>)/)
  for (const [asset, type] of [
    ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
    ['init.js', 'text/javascript; charset=utf-8'],
    ['swagger-ui.css', 'text/css; charset=utf-8'],
  ]) {
    const response = await request.get(`/api/docs/assets/${asset}`)
    expect(response.status(), asset).toBe(200)
    expect(response.headers()['content-type'], asset).toBe(type)
    expectStaticHeaders(response, asset)
  }
})

test("the admin code editor's files are typed and not sniffed, and kept for a year", async ({ request }) => {
  for (const [file, type] of [
    ['loader.js', 'text/javascript; charset=utf-8'],
    ['editor/editor.main.css', 'text/css; charset=utf-8'],
  ]) {
    const response = await request.get(`${MONACO_VS_PATH}/${file}`)
    expect(response.status(), file).toBe(200)
    expect(response.headers()['content-type'], file).toBe(type)
    expect(response.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable')
    expectStaticHeaders(response, file)
  }
})

test('calls answer with a policy that lets nothing load, and the same headers', async ({ request }) => {
  const answers = [
    await request.get('/api/health'),
    await request.post('/api/Announcement/GetAllAnnouncementList', { data: { pageIndex: 1, pageSize: 1 } }),
    await request.get('/api/openapi.json'),
    await request.get('/cms-api/blogs?limit=1'),
  ]
  for (const response of answers) {
    expect(response.ok(), response.url()).toBe(true)
    expectStaticHeaders(response, response.url())
    expect(response.headers()['content-security-policy'], response.url()).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  }
})

test('images, documents and build files are served with their type, not sniffed', async ({ request }) => {
  const staff = cms(request)
  const [image] = (await staff.find('media', 'limit=1')).docs
  const [document] = (await staff.find('documents', 'limit=1')).docs
  const files: [string, string][] = [
    [`/images/${encodeURIComponent(image.filename)}`, image.mimeType],
    [`/documents/${encodeURIComponent(document.filename)}`, 'application/pdf'],
  ]
  const home = await (await request.get('/')).text()
  const script = home.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1]
  const style = home.match(/href="(\/_next\/static\/[^"]+\.css)"/)?.[1]
  expect(script && style).toBeTruthy()
  files.push([script!, 'application/javascript; charset=UTF-8'], [style!, 'text/css; charset=UTF-8'])
  // A rendition at its short address (docs/decisions/0200).
  const optimised = home.match(/src="(\/img\/\d+\/[^"]+)"/)?.[1]
  expect(optimised).toBeTruthy()
  files.push([optimised!, 'image/webp'])
  const accept = { Accept: 'image/webp,image/*' }
  for (const [path, type] of files) {
    const response = await request.get(path, { headers: accept })
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toBe(type)
    expectStaticHeaders(response, path)
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
  }
})
