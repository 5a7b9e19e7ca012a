import { expect, test } from '@playwright/test'

import { SIDE_BY_SIDE } from '../../src/sections/home/banner-layout'
import { startApp } from '../support/app-process'
import { freshSqlite } from '../support/test-databases'

// The first render of a page after a start is the one the page cache keeps, so it must be the page every later render
// gives. The home banner's preload lost its media query and priority on exactly that render
// (docs/decisions/0148-banner-preload-rendered-with-the-image.md); the end-to-end tests, on a server that has already
// rendered the home page, could not see it.

const PORT = 3366

const imagePreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag)

test('the home page rendered first after a start preloads the banner with its media query, as every later render does', async () => {
  test.setTimeout(240_000)
  // The page cache off, so that the second visit is rendered too rather than answered with the first.
  const server = await startApp({
    port: PORT,
    ...(await freshSqlite('first-render')),
    env: { PAGE_CACHE_SECONDS: '0' },
  })
  try {
    const renders: string[][] = []
    for (let visit = 0; visit < 2; visit++) {
      const answer = await fetch(`${server.baseURL}/`, { headers: { accept: 'text/html' } })
      expect(answer.status).toBe(200)
      renders.push(imagePreloads(await answer.text()))
    }
    const [first, second] = renders
    expect(first, 'one image preload: the banner').toHaveLength(1)
    expect(first[0]).toContain('fetchPriority="high"')
    expect(first[0]).toContain(`media="${SIDE_BY_SIDE}"`)
    expect(first[0]).toContain('hero-graduation')
    expect(second).toEqual(first)
  } finally {
    await server.stop()
  }
})
