import { describe, expect, it } from 'vitest'

import { FOOTER_COLUMNS, LEGAL_LINKS, MAIN_LINKS, navigationFor, SECONDARY_LINKS, STUDY_ABROAD } from './navigation'

const hrefs = (links: { href: string }[]) => links.map((link) => link.href)
const pagePaths = [...STUDY_ABROAD, ...MAIN_LINKS, ...SECONDARY_LINKS, ...LEGAL_LINKS].map(
  (link) => link.href.split('#')[0]!,
)

describe('navigation', () => {
  it('shows every link of the spec while every page it leads to is published', () => {
    const nav = navigationFor(new Set(pagePaths))
    expect(nav.studyAbroad).toEqual(STUDY_ABROAD)
    expect(nav.main).toEqual(MAIN_LINKS)
    expect(nav.secondary).toEqual(SECONDARY_LINKS)
    expect(nav.footerColumns).toEqual(FOOTER_COLUMNS)
    expect(nav.legal).toEqual(LEGAL_LINKS)
  })

  it('leaves out the links to a CMS page that is not published, and keeps the site’s own routes', () => {
    const shared = '/study-abroad/scholarships-entrance-test-preparation-visa-assistance'
    const nav = navigationFor(
      new Set(pagePaths.filter((path) => path !== '/summer-school' && path !== shared && path !== '/about')),
    )
    expect(hrefs(nav.main)).not.toContain('/summer-school')
    expect(hrefs(nav.studyAbroad).filter((href) => href.startsWith(shared))).toEqual([])
    expect(hrefs(nav.studyAbroad)).toContain('/study-abroad/university-selection')
    expect(hrefs(nav.secondary)).toEqual(['/team', '/announcements', '/blogs', '/newsroom', '/testimonials'])
    expect(nav.footerColumns.flatMap((column) => hrefs(column.links))).not.toContain('/summer-school')
  })
})
