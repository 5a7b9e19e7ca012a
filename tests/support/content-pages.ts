import { expect, type Locator, type Page } from '@playwright/test'

// Helpers shared by the blog and newsroom end-to-end tests.

/** Holds every request to `path` until the returned function is called, to observe the loading state. */
export async function holdRequests(page: Page, path: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${path}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** The grid shows exactly these card titles, in order (waiting for a page that is loading). */
export const expectCardTitles = (grid: Locator, titles: string[]) =>
  expect(grid.getByRole('listitem').getByRole('heading')).toHaveText(titles)

/** The pagination's numbered page controls, links and disabled buttons alike. */
export const pageControls = (pagination: Locator) => pagination.locator('[aria-label^="Page "]')

/** Parsed JSON-LD blocks of the page. */
export const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  )

/** Makes the browser lack the Web Share API, or have one that records what it was asked to share. */
export const WITHOUT_NATIVE_SHARE = () => {
  // @ts-expect-error removing the API on purpose
  delete Navigator.prototype.share
  // @ts-expect-error removing the API on purpose
  delete Navigator.prototype.canShare
}

export const WITH_NATIVE_SHARE = () => {
  Object.defineProperty(Navigator.prototype, 'share', {
    configurable: true,
    value: async (data: ShareData) => {
      ;(window as unknown as { __shared: ShareData[] }).__shared ??= []
      ;(window as unknown as { __shared: ShareData[] }).__shared.push(data)
    },
  })
}
