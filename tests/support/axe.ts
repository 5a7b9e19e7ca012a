import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * axe-core on the page as it is now, collecting violations only. Legacy mode runs axe inside the page rather than
 * gathering the frames' results in a second, blank page; the site has no cross-origin frame to reach (maps and
 * videos load on a click), and a scan takes about a third of the time (docs/decisions/0088).
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })

/**
 * No axe-core violation on the page as it is now; each one is listed with the elements it names. `within` limits the
 * scan to our own part of a page whose frame is a library's (the admin's views inside Payload's chrome).
 */
export async function expectNoAxeViolations(page: Page, label = page.url(), within?: string) {
  const { violations } = await (within ? axe(page).include(within) : axe(page)).analyze()
  expect(
    violations.map((violation) => `${label}: ${violation.id} ${violation.nodes.map((node) => node.target).join(' ')}`),
  ).toEqual([])
}
