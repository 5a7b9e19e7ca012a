import { expect, test } from '@playwright/test'

import { expectNoAxeViolations } from '../support/content-pages'
import { hydrated } from '../support/hydrated'
import { routeUrl, SITE_ROUTES } from '../support/site-routes'

// product.md, Accessibility: no axe-core violation on any route of site-spec §2, on a phone and on a desktop,
// checked on the hydrated page (what a screen-reader user meets).

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } })

    for (const route of SITE_ROUTES) {
      test(`${route} has no axe-core violation`, async ({ page, request }) => {
        const url = await routeUrl(request, route)
        const response = await page.goto(url)
        expect(response?.status()).toBe(route === '/404' || route === '/no-such-page' ? 404 : 200)
        await hydrated(page)
        // Carousels start when they come into view: check them started, as a visitor meets them.
        for (const carousel of await page.locator('[aria-roledescription="carousel"]').all()) {
          await carousel.scrollIntoViewIfNeeded()
          await expect(carousel).toHaveAttribute('data-ready', 'true')
        }
        await expectNoAxeViolations(page, `${url} at ${width} px`)
      })
    }
  })
}
