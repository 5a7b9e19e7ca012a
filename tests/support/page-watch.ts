import type { Page } from '@playwright/test'

declare global {
  interface Window {
    __violations: string[]
  }
}

/**
 * Records Content-Security-Policy violations, console errors and warnings, uncaught errors and dialogs from the
 * page's first script on (docs/decisions/0060-security-headers.md). Dialogs are dismissed.
 */
export async function watchPage(page: Page) {
  await page.addInitScript(() => {
    window.__violations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__violations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile})`,
      ),
    )
  })
  const seen = { consoleErrors: [] as string[], consoleWarnings: [] as string[], dialogs: [] as string[] }
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text())
    if (message.type() === 'warning') seen.consoleWarnings.push(message.text())
  })
  page.on('pageerror', (error) => seen.consoleErrors.push(error.message))
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return {
    ...seen,
    violations: () => page.evaluate(() => window.__violations),
  }
}
