import { randomBytes } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { CACHE_STATUS_HEADER } from '../../src/page-cache/page-cache.server'
import { cms } from '../support/http-api'

// The page cache (docs/decisions/0084-page-cache.md) against the real server: a public page is rendered once and
// answered many times, each answer with its own script nonce, and a change in the CMS shows on the next request.
// Pages are fetched without cookies, as a visitor's first request comes: staff sign-ins skip the cache.

const nonceOfPolicy = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1]

/** What a browser sends when it navigates to a page. */
const NAVIGATION = { 'sec-fetch-dest': 'document', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }

async function visit(baseURL: string, path: string) {
  const response = await fetch(`${baseURL}${path}`, { headers: NAVIGATION })
  return {
    status: response.status,
    cache: response.headers.get(CACHE_STATUS_HEADER),
    nonce: nonceOfPolicy(response.headers.get('content-security-policy')),
    link: response.headers.get('link') ?? '',
    body: await response.text(),
  }
}

test('a public page comes from the cache with a new nonce in the policy and in every script', async ({ baseURL }) => {
  const answers = [await visit(baseURL!, '/about')]
  // Another test may just have changed content (which empties the cache): ask until an answer is a hit.
  for (let i = 0; i < 5 && answers.at(-1)!.cache !== 'HIT'; i++) answers.push(await visit(baseURL!, '/about'))
  const hit = answers.at(-1)!
  expect(hit.cache).toBe('HIT')
  expect(answers[0]!.cache).toMatch(/^(HIT|MISS)$/)
  const nonces = answers.map((answer) => answer.nonce)
  expect(new Set(nonces).size).toBe(nonces.length)
  for (const answer of answers) {
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('<h1')
    const inPage = [...answer.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])
    expect(inPage.length).toBeGreaterThan(0)
    expect(new Set(inPage)).toEqual(new Set([answer.nonce]))
    // Next writes the nonce into its Link preloads too: the same one, never the cache's placeholder.
    const inLink = [...answer.link.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])
    expect(inLink.length).toBeGreaterThan(0)
    expect(new Set(inLink)).toEqual(new Set([answer.nonce]))
  }
  // The same page apart from its nonce.
  expect(hit.body.replaceAll(hit.nonce!, 'N')).toBe(answers.at(-2)!.body.replaceAll(answers.at(-2)!.nonce!, 'N'))
})

test('a change saved in the CMS shows on the next request, not after the cache expires', async ({
  request,
  baseURL,
}) => {
  await visit(baseURL!, '/')
  expect((await visit(baseURL!, '/')).cache).toBe('HIT')
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
