import { createHash, randomBytes } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { CACHE_STATUS_HEADER } from '../../src/page-cache/page-cache.server'
import { cms } from '../support/http-api'
import { NAVIGATION } from '../support/kept-page'

// The page cache (docs/decisions/0084, 0139) against the real server: a public page is rendered once and answered
// to every visitor from one copy, before Next's router, with a policy that allows its own scripts' hashes and no
// nonce, an ETag, and compressed copies; a change in the CMS shows on the next request. Pages are fetched without
// cookies, as a visitor's first request comes: staff sign-ins skip the cache.

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

async function visit(baseURL: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseURL}${path}`, { headers: { ...NAVIGATION, ...headers } })
  return {
    status: response.status,
    cache: response.headers.get(CACHE_STATUS_HEADER),
    policy: response.headers.get('content-security-policy') ?? '',
    etag: response.headers.get('etag'),
    cacheControl: response.headers.get('cache-control'),
    encoding: response.headers.get('content-encoding'),
    link: response.headers.get('link') ?? '',
    body: await response.text(),
  }
}

/**
 * Asks until an answer comes from a fresh kept copy: another test may just have changed content, which empties the
 * cache, and a copy past its time is answered STALE while the next one renders behind it (decision 0185).
 */
async function hitOf(baseURL: string, path: string) {
  let answer = await visit(baseURL, path)
  await expect.poll(async () => (answer = await visit(baseURL, path)).cache, { intervals: [100, 250, 500] }).toBe('HIT')
  return answer
}

test('a public page comes from one kept copy whose policy allows exactly the scripts it was rendered with', async ({
  baseURL,
}) => {
  const first = await hitOf(baseURL!, '/about')
  const second = await visit(baseURL!, '/about')
  expect(second.body).toBe(first.body)
  expect(second.policy).toBe(first.policy)
  expect(first.status).toBe(200)
  expect(first.body).toContain('<h1')
  // No nonce anywhere: not in the policy, the page or the preloads.
  expect(first.policy).not.toContain("'nonce-")
  expect(first.body).not.toMatch(/nonce=|nonce\\":\\"[^\\]/)
  expect(first.link).toContain('rel=preload')
  expect(first.link).not.toContain('nonce')
  // The policy names the hash of every inline script the page runs, and nothing but the site's files besides.
  const scripts = /script-src ([^;]+)/.exec(first.policy)![1]!.split(' ')
  const inline = [
    ...first.body.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
  ]
  expect(inline.length).toBeGreaterThan(0)
  expect(scripts).toEqual(["'self'", ...new Set(inline.map((match) => `'sha256-${sha256(match[1]!)}'`))])
  // Shared caches may keep it a moment; browsers check it each time.
  expect(first.cacheControl).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=5')
})

test('a visitor whose copy is current gets 304, and each encoding comes from its copy made once', async ({
  baseURL,
}) => {
  const page = await hitOf(baseURL!, '/blogs')
  expect(page.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/)
  const again = await fetch(`${baseURL}/blogs`, { headers: { ...NAVIGATION, 'if-none-match': page.etag! } })
  expect(again.status).toBe(304)
  expect(again.headers.get('etag')).toBe(page.etag)
  expect(await again.text()).toBe('')
  const other = await fetch(`${baseURL}/blogs`, { headers: { ...NAVIGATION, 'if-none-match': 'W/"stale"' } })
  expect(other.status).toBe(200)
  for (const encoding of ['br', 'gzip']) {
    const answer = await visit(baseURL!, '/blogs', { 'accept-encoding': encoding })
    expect(answer.encoding).toBe(encoding)
    expect(answer.etag).toBe(page.etag)
    expect(answer.body).toBe(page.body)
  }
})

test('a change saved in the CMS shows on the next request, not after the cache expires', async ({
  request,
  baseURL,
}) => {
  await hitOf(baseURL!, '/')
  const title = `Cache probe ${randomBytes(3).toString('hex')}`
  const staff = cms(request)
  const notice = await staff.create('announcements', { title, date: '2099-12-31', _status: 'published' })
  try {
    const after = await visit(baseURL!, '/')
    expect(after.cache).toBe('MISS')
    expect(after.body).toContain(title)
  } finally {
    await staff.remove('announcements', notice.id)
  }
  expect((await visit(baseURL!, '/')).body).not.toContain(title)
})

test('the client router, query strings and signed-in staff get answers rendered for them', async ({ baseURL }) => {
  await visit(baseURL!, '/blogs')
  const withQuery = await fetch(`${baseURL}/blogs?page=2`, { headers: NAVIGATION })
  expect(withQuery.headers.get(CACHE_STATUS_HEADER)).toBeNull()
  // The client router's fetch, as Next's client sends it: its payload, not the cached document.
  const navigation = await fetch(`${baseURL}/blogs?_rsc=abc12`, {
    headers: { rsc: '1', 'sec-fetch-dest': 'empty', accept: '*/*' },
  })
  expect(navigation.headers.get(CACHE_STATUS_HEADER)).toBeNull()
  expect(navigation.headers.get('content-type')).toContain('text/x-component')
  const staff = await fetch(`${baseURL}/blogs`, { headers: { ...NAVIGATION, cookie: 'payload-token=anything' } })
  expect(staff.headers.get(CACHE_STATUS_HEADER)).toBeNull()
  expect(staff.status).toBe(200)
})

test('a client that says nothing of what it accepts (a monitor, a link preview) is a page visit too', async ({
  baseURL,
}) => {
  await visit(baseURL!, '/blogs')
  // Node's fetch sends `accept: */*` and no Fetch Metadata, as a monitor or a load tester does.
  await expect
    .poll(async () => (await fetch(`${baseURL}/blogs`)).headers.get(CACHE_STATUS_HEADER), { intervals: [100] })
    .toBe('HIT')
  const plain = await fetch(`${baseURL}/blogs`, { headers: { accept: '*/*' } })
  expect(plain.headers.get('content-type')).toContain('text/html')
  expect(await plain.text()).toContain('<h1')
})
