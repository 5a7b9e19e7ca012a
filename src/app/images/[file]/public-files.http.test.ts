import { expect, test } from '@playwright/test'

import { cms } from '../../../../tests/support/http-api'

test('uploaded images are served with their type, cached, and revalidated with an ETag', async ({ request }) => {
  const [media] = (await cms(request).find('media', 'limit=1&depth=0')).docs
  const url = `/images/${encodeURIComponent(media.filename)}`
  const response = await request.get(url)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe(media.mimeType)
  expect(response.headers()['cache-control']).toMatch(/public, max-age=\d+/)
  expect((await response.body()).length).toBeGreaterThan(100)
  const again = await request.get(url, { headers: { 'If-None-Match': response.headers()['etag']! } })
  expect(again.status()).toBe(304)
  // A cache that revalidates several copies at once names them all; one that dropped the weak prefix still matches.
  const etag = response.headers()['etag']!
  for (const ifNoneMatch of [`W/"0-0", ${etag}`, etag.replace(/^W\//, '')]) {
    const listed = await request.get(url, { headers: { 'If-None-Match': ifNoneMatch } })
    expect(listed.status(), ifNoneMatch).toBe(304)
  }
  const other = await request.get(url, { headers: { 'If-None-Match': 'W/"0-0"' } })
  expect(other.status()).toBe(200)
})

test('missing files, other types and paths outside the folder answer 404', async ({ request }) => {
  for (const path of [
    '/images/no-such-image.webp',
    '/images/notes.txt',
    '/images/..%2F..%2Fpackage.json',
    '/images/%2e%2e%2fsite.db',
    '/documents/no-such.pdf',
    '/documents/brochure.exe',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
  }
})
