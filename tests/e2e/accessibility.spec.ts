import { expect, type Page, test } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { hydrated } from '../support/hydrated'
import { routeUrl, SITE_ROUTES } from '../support/site-routes'

// product.md, Accessibility: no axe-core violation on any route of site-spec §2, on a phone and on a desktop,
// checked on the hydrated page (what a screen-reader user meets). Each route loads once at the phone's width and
// is checked again after widening the window, as a visitor turning a tablet or widening a browser meets it.

const WIDTHS = [390, 1280] as const
const HEIGHT = 844

/** Carousels start when they come into view: check them started, as a visitor meets them. */
async function startCarousels(page: Page) {
  for (const carousel of await page.locator('[aria-roledescription="carousel"]').all()) {
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute('data-ready', 'true')
  }
}

test.use({ viewport: { width: WIDTHS[0], height: HEIGHT } })

for (const route of SITE_ROUTES) {
  test(`${route} has no axe-core violation at ${WIDTHS.join(' and ')} px`, async ({ page, request }) => {
    const url = await routeUrl(request, route)
    const response = await page.goto(url)
    expect(response?.status()).toBe(route === '/404' || route === '/no-such-page' ? 404 : 200)
    await hydrated(page)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT })
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width)
      await startCarousels(page)
      await expectNoAxeViolations(page, `${url} at ${width} px`)
    }
  })
}
