import { expect, type Page, test } from '@playwright/test'

import { pageCacheKey } from '../../src/page-cache/cacheable'
import { expectNoAxeViolations } from '../support/axe'
import { hydrated } from '../support/hydrated'
import { watchPage } from '../support/page-watch'
import { NOT_FOUND_ROUTES, routeUrl, SITE_ROUTES } from '../support/site-routes'
import { PHONE_AND_DESKTOP, resizeTo, VIEWPORT_HEIGHT } from '../support/viewport'

// Every route of docs/product.md §2, hydrated in Chromium, as a visitor meets it:
// - docs/product.md §19: no axe-core violation, on a phone and on a desktop. Each route loads once at the
//   phone's width and is checked again after widening the window, as a visitor turning a tablet or widening a
//   browser meets it.
// - docs/product.md §20: the page runs under its Content-Security-Policy (never 'unsafe-eval' nor inline code
//   without a hash or nonce; a page kept in the page cache allows the site's files and its own scripts' hashes, any
//   other page a new nonce on every response and 'strict-dynamic', docs/decisions/0139) with no policy violation and
//   no console error or warning (the browser warns of a header it cannot read, such as a Permissions-Policy feature
//   it does not know).
// One load per route serves both (docs/decisions/0088).

const NONCE_POLICY = /script-src 'self' 'nonce-[A-Za-z0-9+/]+={0,2}' 'strict-dynamic';/

const notFound = (route: string) => (NOT_FOUND_ROUTES as readonly string[]).includes(route)

/** Carousels start when they come into view: check them started, as a visitor meets them. */
async function startCarousels(page: Page) {
  for (const carousel of await page.locator('[aria-roledescription="carousel"]').all()) {
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute('data-ready', 'true')
  }
}

test.use({ viewport: { width: PHONE_AND_DESKTOP[0], height: VIEWPORT_HEIGHT } })

for (const route of SITE_ROUTES) {
  test(`${route}: no axe-core violation at ${PHONE_AND_DESKTOP.join(' and ')} px, no policy violation, no console error or warning`, async ({
    page,
    request,
  }) => {
    const watched = await watchPage(page)
    const url = await routeUrl(request, route)
    const response = await page.goto(url)
    expect(response?.status()).toBe(notFound(route) ? 404 : 200)
    await hydrated(page)
    for (const width of PHONE_AND_DESKTOP) {
      await resizeTo(page, width)
      await startCarousels(page)
      await expectNoAxeViolations(page, `${url} at ${width} px`)
    }

    const policy = response!.headers()['content-security-policy']!
    const { pathname, search } = new URL(url, 'http://localhost')
    const kept = pageCacheKey('GET', pathname, search, {}) !== undefined
    expect(policy).toMatch(kept ? /script-src 'self'(?: 'sha256-[A-Za-z0-9+/]+={0,2}')+;/ : NONCE_POLICY)
    expect(/script-src ([^;]*)/.exec(policy)![1]).not.toContain('unsafe')
    await page.waitForLoadState('load')
    expect(await watched.violations()).toEqual([])
    // A not-found page's own 404 status is reported by the browser as a failed load; nothing else may be.
    const errors = watched.consoleErrors.filter(
      (text) => !(notFound(route) && /status of 404 \(Not Found\)/.test(text)),
    )
    expect(errors).toEqual([])
    expect(watched.consoleWarnings).toEqual([])
    const again = await request.get(url)
    if (kept) expect(await again.text()).not.toContain(' nonce=')
    else expect(again.headers()['content-security-policy']).not.toBe(policy)
  })
}
