import { describe, expect, it } from 'vitest'

import type { Page } from '@/cms/payload-types'
import { FIXED_PAGE_PATHS } from '@/config/page-paths'
import { fromCmsPage } from '@/service-pages/from-cms-page'

import { SERVICE_PAGES } from './content/service-pages/all-service-pages'
import { FIXED_PAGES, SITE_PAGES } from './content/site-pages'
import { toPageData } from './site-pages'

// What the site shows for a page is what its content says: a service page stored as a CMS page and read back is the
// same content, block by block and word by word, as the typed page the site rendered before pages were editable.

describe('the site’s pages as CMS pages', () => {
  it('are the eleven service pages, About us, home, contact, terms and privacy, each at its own address', () => {
    expect(SERVICE_PAGES).toHaveLength(11)
    expect(new Set([...SITE_PAGES, ...FIXED_PAGES].map((page) => page.path)).size).toBe(16)
    expect(FIXED_PAGES.map((page) => page.path)).toEqual([...FIXED_PAGE_PATHS])
  })

  for (const content of SITE_PAGES) {
    it(`${content.path} reads back as the same content`, () => {
      const stored = { id: 1, createdAt: '', updatedAt: '', ...toPageData(content) } as Page
      expect(fromCmsPage(stored)).toEqual(content)
    })
  }
})
