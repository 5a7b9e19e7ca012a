import { readdir } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { API_PATHS } from '../contract/api-paths'

// docs/decisions/0118: an address naming nothing leaves nothing in the data cache, which Next keeps on disk; else
// a crawler trying paths would fill the disk one entry at a time.

const CACHE_DIR = '.next/cache/fetch-cache'
const entries = async () => (await readdir(CACHE_DIR).catch(() => [])).length

test('unknown slugs and paths, on pages and through the calls, add no cache entry each', async ({ request }) => {
  const tries = 25
  const before = await entries()
  for (let n = 0; n < tries; n++) {
    const tag = `${Date.now().toString(36)}-${n}`
    expect((await request.get(`/blogs/no-such-blog-${tag}`)).status()).toBe(404)
    expect((await request.get(`/newsroom/no-such-news-${tag}`)).status()).toBe(404)
    expect((await request.get(`/no-such-page-${tag}`)).status()).toBe(404)
    expect((await request.post(API_PATHS.blogBySlug, { data: { slugName: `no-such-blog-${tag}` } })).status()).toBe(404)
  }
  // Other tests run beside this one and may fill a few entries of their own; one per address would be 100.
  expect(await entries()).toBeLessThan(before + tries)
})
