// Every link of the header, mobile menu and footer. Routes are docs/product.md §2's.

import { pagePathProblem } from '@/config/page-paths'

export type NavLink = { label: string; href: string }

const SHARED_STUDY_PAGE = '/study-abroad/scholarships-entrance-test-preparation-visa-assistance'

/** The 'Study abroad' dropdown: nine items; the three that share one page go to its sections. */
export const STUDY_ABROAD: NavLink[] = [
  { label: 'Why study abroad', href: '/study-abroad/why-study-abroad' },
  { label: 'University selection', href: '/study-abroad/university-selection' },
  { label: 'Find a course', href: '/study-abroad/find-a-course' },
  { label: 'How to apply', href: '/study-abroad/how-to-apply' },
  { label: 'Scholarships', href: `${SHARED_STUDY_PAGE}#scholarships` },
  { label: 'Entrance test preparation', href: `${SHARED_STUDY_PAGE}#entrance-test-preparation` },
  { label: 'Visa assistance', href: `${SHARED_STUDY_PAGE}#visa-assistance` },
  { label: 'Mentorship programme', href: '/study-abroad/mentorship-programme' },
  { label: 'Parent counselling', href: '/study-abroad/parent-counselling' },
]

/** Main navigation after the dropdown. */
export const MAIN_LINKS: NavLink[] = [
  { label: 'International school', href: '/international-school' },
  { label: 'Summer school', href: '/summer-school' },
  { label: 'Research support', href: '/research-support' },
  { label: 'Study essentials', href: '/study-essentials' },
  { label: 'Contact', href: '/contact' },
]

/** The top strip's secondary links. */
export const SECONDARY_LINKS: NavLink[] = [
  { label: 'About', href: '/about' },
  { label: 'Our team', href: '/team' },
  { label: 'Announcements', href: '/announcements' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Newsroom', href: '/newsroom' },
  { label: 'Success stories', href: '/testimonials' },
]

export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Study abroad',
    links: STUDY_ABROAD.filter((link) => !link.href.includes('#')).concat({
      label: 'Scholarships & visas',
      href: SHARED_STUDY_PAGE,
    }),
  },
  { title: 'Services', links: MAIN_LINKS.filter((link) => link.href !== '/contact') },
  {
    title: 'Company',
    links: [...SECONDARY_LINKS, { label: 'Contact us', href: '/contact' }],
  },
]

export const LEGAL_LINKS: NavLink[] = [
  { label: 'Terms', href: '/terms' },
  { label: 'Privacy', href: '/privacy' },
]

export type Navigation = {
  studyAbroad: NavLink[]
  main: NavLink[]
  secondary: NavLink[]
  footerColumns: { title: string; links: NavLink[] }[]
  legal: NavLink[]
}

/**
 * The links whose pages are there: a link to a CMS page's address is left out while no page is published there (an
 * editor unpublished or deleted it), and back once one is; the site's own routes are always there.
 */
export function navigationFor(publishedPagePaths: ReadonlySet<string>): Navigation {
  const there = (link: NavLink) => {
    const path = link.href.split('#')[0]!
    return pagePathProblem(path) !== undefined || publishedPagePaths.has(path)
  }
  return {
    studyAbroad: STUDY_ABROAD.filter(there),
    main: MAIN_LINKS.filter(there),
    secondary: SECONDARY_LINKS.filter(there),
    footerColumns: FOOTER_COLUMNS.map((column) => ({ ...column, links: column.links.filter(there) })),
    legal: LEGAL_LINKS.filter(there),
  }
}

/** The header menu's links: its script carries them, so a page's payload names only the ones left out. */
export type MenuLinks = Pick<Navigation, 'studyAbroad' | 'main' | 'secondary'>
const MENU_LINKS: MenuLinks = { studyAbroad: STUDY_ABROAD, main: MAIN_LINKS, secondary: SECONDARY_LINKS }
const MENU_GROUPS = Object.keys(MENU_LINKS) as (keyof MenuLinks)[]

/** The addresses of the menu's links that `nav` leaves out, their pages not being there. */
export function leftOutOfMenu(nav: Navigation): string[] {
  return MENU_GROUPS.flatMap((group) =>
    MENU_LINKS[group].filter(({ href }) => !nav[group].some((link) => link.href === href)).map(({ href }) => href),
  )
}

/** The menu's links less those left out. */
export function menuLinks(leftOut: readonly string[]): MenuLinks {
  const there = ({ href }: NavLink) => !leftOut.includes(href)
  return {
    studyAbroad: MENU_LINKS.studyAbroad.filter(there),
    main: MENU_LINKS.main.filter(there),
    secondary: MENU_LINKS.secondary.filter(there),
  }
}

/** True when `href` is the current page or a section of it. */
export const isCurrent = (pathname: string, href: string) => pathname === href.split('#')[0]
