import { expect, type Page } from '@playwright/test'

/** Waits until React has hydrated the page (src/shell/hydration-marker.tsx), so clicks reach the client code. */
export const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
