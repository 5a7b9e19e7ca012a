import { expect, type Page } from '@playwright/test'

// The two widths the layout and accessibility rules (docs/product.md §19) are checked at, and the moves between them.

/** A phone's width, then a desktop's. */
export const PHONE_AND_DESKTOP = [390, 1280] as const
export const VIEWPORT_HEIGHT = 844

/** Resizes the window and waits until the page itself reports the new width. */
export async function resizeTo(page: Page, width: number, height = VIEWPORT_HEIGHT) {
  await page.setViewportSize({ width, height })
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width)
}

/** The page has no horizontal overflow (nothing wider than the viewport). */
export async function expectNoHorizontalOverflow(page: Page, label?: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, label).toBeLessThanOrEqual(0)
}
