import { expect } from '@playwright/test'

import { CACHE_STATUS_HEADER } from '../../src/page-cache/page-cache.server'

/** What a browser sends when it navigates to a page. */
export const NAVIGATION = { 'sec-fetch-dest': 'document', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }

/** The HTML of a page as the page cache keeps it: fetched as a navigation until the cache answers it. */
export async function keptPageHtml(baseURL: string, path: string): Promise<string> {
  let html = ''
  await expect
    .poll(async () => {
      const response = await fetch(`${baseURL}${path}`, { headers: NAVIGATION })
      html = await response.text()
      return response.headers.get(CACHE_STATUS_HEADER)
    })
    .toBe('HIT')
  return html
}
