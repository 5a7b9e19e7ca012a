import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { migratedPayload } from '../../tests/support/payload'
import { announcements } from './content/announcements'
import { blogCategories } from './content/blog-categories'
import { blogs } from './content/blogs'
import { news } from './content/news'
import { siteSettings } from './content/site-settings'
import { team } from './content/team'
import { testimonials } from './content/testimonials'
import { redirects } from './content/redirects'
import { universityLogos } from './content/university-logos'
import { runSeed, type SeedReport } from './run-seed'
import { seedImages } from './seed-images'

describe('demo seed', () => {
  let payload: Payload
  let first: SeedReport

  beforeAll(async () => {
    payload = await migratedPayload()
    first = await runSeed(payload)
  })

  it('creates the volumes docs/product.md §16 asks for', async () => {
    const count = async (collection: Parameters<Payload['count']>[0]['collection']) =>
      (await payload.count({ collection })).totalDocs
    expect(await count('blogs')).toBe(blogs.length)
    expect(blogs.length).toBeGreaterThanOrEqual(30)
    expect(await count('blog-categories')).toBe(5)
    expect(await count('news')).toBe(news.length)
    expect(news.length).toBeGreaterThanOrEqual(25)
    // Published, so the site shows them: these collections keep drafts too.
    const published = async (collection: Parameters<Payload['count']>[0]['collection']) =>
      (await payload.count({ collection, where: { _status: { equals: 'published' } } })).totalDocs
    expect(await published('testimonials')).toBe(14)
    expect(await published('team-members')).toBe(6)
    expect(await published('announcements')).toBe(6)
    expect(await published('university-logos')).toBe(12)
    // No blog or news item changed its slug: the only redirects are the demo's old-site addresses.
    expect(await count('redirects')).toBe(redirects.length)
    expect(await count('media')).toBe(seedImages().length)
    expect(first.blogs).toEqual({ created: blogs.length, kept: 0 })
    expect([announcements, blogCategories, team, testimonials, universityLogos].every((list) => list.length > 0)).toBe(
      true,
    )
  })

  it('publishes blogs and news with an /images picture in the body', async () => {
    const { docs } = await payload.find({ collection: 'blogs', limit: 1, depth: 2, overrideAccess: false, user: null })
    expect(docs[0]?._status).toBe('published')
    expect(JSON.stringify(docs[0]?.body)).toMatch(/"url":"\/images\/[^"]+\.(jpg|png)"/)
    const published = await payload.count({ collection: 'news', where: { _status: { equals: 'published' } } })
    expect(published.totalDocs).toBe(news.length)
  })

  it('fills the site settings and both PDFs', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1 })
    expect(settings.name).toBe(siteSettings.name)
    expect(settings.tickerItems?.map((item) => item.text)).toEqual(siteSettings.tickerItems)
    expect(settings.faq).toHaveLength(8)
    for (const document of [settings.brochure, settings.hiringPdf]) {
      expect(document).toMatchObject({
        mimeType: 'application/pdf',
        url: expect.stringMatching(/^\/documents\/.+\.pdf$/),
      })
    }
  })

  it('creates nothing twice and never overwrites what staff changed', async () => {
    const [blog] = (await payload.find({ collection: 'blogs', limit: 1, sort: 'date' })).docs
    await payload.update({
      collection: 'blogs',
      id: blog!.id,
      data: { title: 'Edited by staff', description: 'Staff wording' },
    })
    await payload.updateGlobal({ slug: 'site-settings', data: { tagline: 'Staff tagline' } })
    const mediaBefore = (await payload.count({ collection: 'media' })).totalDocs

    const second = await runSeed(payload)

    expect(Object.values(second).every(({ created }) => created === 0)).toBe(true)
    expect((await payload.count({ collection: 'blogs' })).totalDocs).toBe(blogs.length)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(mediaBefore)
    const edited = await payload.findByID({ collection: 'blogs', id: blog!.id })
    expect(edited).toMatchObject({ title: 'Edited by staff', description: 'Staff wording' })
    expect((await payload.findGlobal({ slug: 'site-settings' })).tagline).toBe('Staff tagline')
  })
})
