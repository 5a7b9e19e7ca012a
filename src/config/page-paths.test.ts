import { readdirSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { CMS_API_PATH } from './cms-paths'
import { PAGE_PATH_MESSAGES, pagePathProblem, RESERVED_PATH_ROOTS } from './page-paths'

/** The first segments of the routes that src/app serves itself (route groups opened, dynamic segments left out). */
function appRouteRoots(dir = 'src/app'): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
    .flatMap((entry) =>
      entry.name.startsWith('(') ? appRouteRoots(`${dir}/${entry.name}`) : [entry.name.replace(/^_.*/, '')],
    )
    .filter(Boolean)
}

describe('CMS page paths', () => {
  it('keeps every route the site serves itself, and the admin and CMS API, out of the pages’ reach', () => {
    const roots = new Set<string>(RESERVED_PATH_ROOTS)
    const own = [...appRouteRoots(), 'admin', CMS_API_PATH.slice(1)]
    expect(own.filter((root) => !roots.has(root))).toEqual([])
  })

  it('accepts lower-case hyphenated paths of up to four parts', () => {
    for (const path of ['/study-abroad/university-selection', '/summer-school', '/a/b/c/d', '/new-zealand-2027'])
      expect(pagePathProblem(path)).toBeUndefined()
  })

  it('refuses malformed paths with the format message', () => {
    for (const path of ['', 'summer-school', '/Summer', '/a//b', '/a/', '/a b', '/a/b/c/d/e', '/-a', '/a_b'])
      expect(pagePathProblem(path)).toBe(PAGE_PATH_MESSAGES.format)
    expect(pagePathProblem(`/${'a'.repeat(120)}`)).toBe(PAGE_PATH_MESSAGES.format)
  })

  it('takes the home page at / and the contact and legal pages at their own addresses', () => {
    for (const path of ['/', '/contact', '/terms', '/privacy']) expect(pagePathProblem(path)).toBeUndefined()
  })

  it('refuses the site’s own routes and anything beneath them', () => {
    for (const path of ['/blogs', '/blogs/new-post', '/newsroom/x', '/api/docs', '/admin', '/book/confirm'])
      expect(pagePathProblem(path)).toBe(PAGE_PATH_MESSAGES.reserved)
  })
})
