import { describe, expect, it } from 'vitest'

import {
  FOOTER_COLUMNS,
  LEGAL_LINKS,
  leftOutOfMenu,
  MAIN_LINKS,
  menuLinks,
  navigationFor,
  SECONDARY_LINKS,
  STUDY_ABROAD,
} from './navigation'

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

  it('names to the header menu only the links it leaves out, and the menu draws the rest', () => {
    const whole = navigationFor(new Set(pagePaths))
    expect(leftOutOfMenu(whole)).toEqual([])
    expect(menuLinks([])).toEqual({ studyAbroad: STUDY_ABROAD, main: MAIN_LINKS, secondary: SECONDARY_LINKS })

    const nav = navigationFor(new Set(pagePaths.filter((path) => path !== '/summer-school' && path !== '/about')))
    expect(leftOutOfMenu(nav)).toEqual(['/summer-school', '/about'])
    expect(menuLinks(leftOutOfMenu(nav))).toEqual({
      studyAbroad: nav.studyAbroad,
      main: nav.main,
      secondary: nav.secondary,
    })
  })
})
