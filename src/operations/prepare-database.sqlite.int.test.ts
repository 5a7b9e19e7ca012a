import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { parseEnv } from '@/config/env.server'
import { FIXED_PAGES, SITE_PAGES } from '@/seed/content/site-pages'
import { SITE_PAGES_ROUND, toPageData } from '@/seed/site-pages'

import { migratedPayload } from '../../tests/support/payload'
import { prepareDatabase } from './prepare-database.server'

// A database from before the home, contact and legal pages were editable: it has the service pages and About us
// (the first round of site pages), and its seed state says so. Its next start adds the second round, once.

describe('a start on a database from before the home page was editable', () => {
  let payload: Payload
  const paths = async () =>
    (await payload.find({ collection: 'pages', pagination: false, depth: 0 })).docs.map((page) => page.path).sort()

  beforeAll(async () => {
    payload = await migratedPayload()
    for (const content of SITE_PAGES.filter((page) => page.path !== '/summer-school'))
      await payload.create({ collection: 'pages', data: toPageData(content) })
    await payload.updateGlobal({
      slug: 'seed-state',
      data: { completedAt: new Date().toISOString(), sitePagesAddedAt: new Date().toISOString() },
    })
  })

  it('adds home, contact, terms and privacy, leaves a page an editor deleted deleted, and does it once', async () => {
    const lines: string[] = []
    const prepare = () => prepareDatabase(payload, parseEnv({}), { seed: 'never', log: (line) => lines.push(line) })
    await prepare()
    const expected = [...FIXED_PAGES, ...SITE_PAGES]
      .map((page) => page.path)
      .filter((path) => path !== '/summer-school')
      .sort()
    expect(await paths()).toEqual(expected)
    expect(lines).toContain('Site pages: 4 added to the CMS, where editors can change them.')
    const state = await payload.findGlobal({ slug: 'seed-state', overrideAccess: true })
    expect(state.sitePagesRound).toBe(SITE_PAGES_ROUND)

    await payload.delete({ collection: 'pages', where: { path: { equals: '/about' } } })
    await prepare()
    expect(await paths()).toEqual(expected.filter((path) => path !== '/about'))
  })
})
