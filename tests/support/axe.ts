import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * axe-core on the page as it is now, collecting violations only. Legacy mode runs axe inside the page rather than
 * gathering the frames' results in a second, blank page; the site has no cross-origin frame to reach (maps and
 * videos load on a click), and a scan takes about a third of the time (docs/decisions/0088).
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })

/** No axe-core violation on the page as it is now; each one is listed with the elements it names. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  const { violations } = await axe(page).analyze()
  expect(
    violations.map((violation) => `${label}: ${violation.id} ${violation.nodes.map((node) => node.target).join(' ')}`),
  ).toEqual([])
}
