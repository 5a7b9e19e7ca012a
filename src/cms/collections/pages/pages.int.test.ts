import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PAGE_PATH_MESSAGES } from '@/config/page-paths'
import { SERVICE_PAGES } from '@/seed/content/service-pages/all-service-pages'
import { FIXED_PAGES, SITE_PAGES } from '@/seed/content/site-pages'
import { addSitePages, toPageData } from '@/seed/site-pages'

import { migratedPayload } from '../../../../tests/support/payload'

const universitySelection = SERVICE_PAGES.find((page) => page.path === '/study-abroad/university-selection')!

/** The message of the first field error a save was refused with. */
async function refusal(save: Promise<unknown>): Promise<string> {
  const error = (await save.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as { data?: { errors?: { message: string }[] } } | undefined
  return error?.data?.errors?.[0]?.message ?? 'saved'
}

describe('pages', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await migratedPayload()
  })

  it('adds home, contact, terms, privacy, About us and the eleven service pages once, published, and never again', async () => {
    expect(await addSitePages(payload)).toBe(16)
    expect(await addSitePages(payload)).toBe(0)
    const { docs } = await payload.find({ collection: 'pages', pagination: false, overrideAccess: false, user: null })
    expect(docs.map((doc) => doc.path).sort()).toEqual([...FIXED_PAGES, ...SITE_PAGES].map((page) => page.path).sort())
  })

  it('keeps the pages the site links to at their addresses, and refuses to delete them', async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: '/contact' } }, limit: 1 })
    const contact = docs[0]!
    expect(
      await refusal(payload.update({ collection: 'pages', id: contact.id, data: { path: '/contact-us' } })),
    ).toMatch(/address stays as it is/)
    const deletion = await payload.delete({ collection: 'pages', id: contact.id }).then(
      () => 'deleted',
      (error: Error) => error.message,
    )
    expect(deletion).toMatch(/cannot be deleted/)
    expect((await payload.findByID({ collection: 'pages', id: contact.id })).path).toBe('/contact')
  })

  it('holds each of the site’s own sections once on a page, and the home banner on the home page only', async () => {
    const data = { ...toPageData(universitySelection), path: '/campaigns/section-rules' }
    const story = FIXED_PAGES[0]!.layout.find((block) => block.blockType === 'story')!
    const banner = FIXED_PAGES[0]!.layout.find((block) => block.blockType === 'homeBanner')!
    expect(
      await refusal(payload.create({ collection: 'pages', data: { ...data, layout: [story, { ...story }] } })),
    ).toMatch(/each of these sections once: Our story/)
    expect(await refusal(payload.create({ collection: 'pages', data: { ...data, layout: [banner] } }))).toMatch(
      /home banner belongs on the home page/,
    )
    const page = await payload.create({ collection: 'pages', data: { ...data, layout: [...data.layout, story] } })
    expect(page.layout.map((block) => block.blockType)).toContain('story')
  })

  it('keeps an address for one page, and the site’s own routes for the site', async () => {
    const data = toPageData(universitySelection)
    expect(await refusal(payload.create({ collection: 'pages', data }))).toMatch(/unique/i)
    expect(await refusal(payload.create({ collection: 'pages', data: { ...data, path: '/blogs/scholarships' } }))).toBe(
      PAGE_PATH_MESSAGES.reserved,
    )
    expect(await refusal(payload.create({ collection: 'pages', data: { ...data, path: 'new zealand' } }))).toBe(
      PAGE_PATH_MESSAGES.format,
    )
  })

  it('refuses a jump bar link to a section the page does not have', async () => {
    const data = { ...toPageData(universitySelection), path: '/study-abroad/jump-bar-check' }
    const message = await refusal(
      payload.create({ collection: 'pages', data: { ...data, jumpBar: [{ label: 'Fees', anchor: 'fees' }] } }),
    )
    expect(message).toContain('no section has the anchor fees')
  })

  it('takes an address typed with capitals, spaces or a closing slash as the one meant', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { ...toPageData(universitySelection), path: ' /Study-Abroad/New-Zealand/ ' },
    })
    expect(page.path).toBe('/study-abroad/new-zealand')
  })

  it('shows readers the published page while a newer draft waits', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: universitySelection.path } },
      limit: 1,
    })
    await payload.update({
      collection: 'pages',
      id: docs[0]!.id,
      data: { title: 'A better headline', _status: 'draft' },
      draft: true,
    })
    const asReader = await payload.find({
      collection: 'pages',
      where: { path: { equals: universitySelection.path } },
      overrideAccess: false,
      user: null,
    })
    expect(asReader.docs.map((doc) => doc.title)).toEqual([universitySelection.hero.title])
    const latest = await payload.find({
      collection: 'pages',
      where: { path: { equals: universitySelection.path } },
      draft: true,
    })
    expect(latest.docs.map((doc) => doc.title)).toEqual(['A better headline'])
  })

  it('refuses a draft holding an empty section, as a publish would, and keeps no version of it', async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: '/about' } }, limit: 1 })
    const about = docs[0]!
    const versions = async () =>
      (await payload.findVersions({ collection: 'pages', where: { parent: { equals: about.id } }, limit: 0 })).totalDocs
    const before = await versions()
    const emptySection = { blockType: 'cards' as const, items: [] }
    const message = await refusal(
      payload.update({
        collection: 'pages',
        id: about.id,
        data: { layout: [...about.layout, emptySection] as never, _status: 'draft' },
        draft: true,
        autosave: true,
      }),
    )
    expect(message).not.toBe('saved')
    expect(await versions()).toBe(before)
    const latest = await payload.findByID({ collection: 'pages', id: about.id, draft: true })
    expect(latest.layout).toHaveLength(about.layout.length)
  })
})
