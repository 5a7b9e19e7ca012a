import type { CollectionSlug, Payload, Where } from 'payload'

import { toSlug } from '@/cms/fields/slug'
import { DEFAULT_TIME_ZONE, DEFAULT_WORKING_HOURS } from '@/cms/globals/site-settings/follow-up-fields'

import { brochurePdf } from './art/brochure-pdf'
import { jobDescriptionPdf } from './art/job-description-pdf'
import { announcements } from './content/announcements'
import { blogCategories } from './content/blog-categories'
import { blogs } from './content/blogs'
import { meetingTypes } from './content/meeting-types'
import { news } from './content/news'
import { redirects } from './content/redirects'
import { siteSettings } from './content/site-settings'
import { team } from './content/team'
import { testimonials } from './content/testimonials'
import type { SeedBlock, SeedNews, SeedSiteSettings } from './content/types'
import { universityLogos } from './content/university-logos'
import { richText } from './rich-text'
import { uploadArt } from './upload-art'

export type SeedReport = Record<string, { created: number; kept: number }>

/**
 * Creates every demo item that is missing, matched by a natural key (slug, title or name). Existing
 * items are left exactly as staff left them, so running it again never overwrites an edit.
 */
export async function runSeed(payload: Payload, log: (line: string) => void = () => {}): Promise<SeedReport> {
  const report: SeedReport = {}
  const tally = (collection: string, created: boolean) => {
    report[collection] ??= { created: 0, kept: 0 }
    report[collection][created ? 'created' : 'kept'] += 1
  }

  /** Finds the document matching `where`, or creates it with the data `make` returns. */
  const ensure = async <T extends CollectionSlug>(
    collection: T,
    where: Where,
    make: () => Promise<Record<string, unknown>>,
  ): Promise<number | string> => {
    const found = await payload.find({ collection, where, limit: 1, depth: 0, draft: true, overrideAccess: true })
    if (found.docs[0]) {
      tally(collection, false)
      return found.docs[0].id
    }
    const doc = await payload.create({ collection, data: (await make()) as never, overrideAccess: true })
    tally(collection, true)
    return doc.id
  }

  const bodyWithImages = async (blocks: SeedBlock[], baseName: string) => {
    const ids: (number | string)[] = []
    for (const [index, block] of blocks.entries()) {
      if (block.type === 'image') ids.push(await uploadArt(payload, block.image, `${baseName}-body-${index}`))
    }
    return richText(blocks, ids)
  }

  const categoryIds = new Map<string, number | string>()
  for (const category of blogCategories) {
    categoryIds.set(
      category.name,
      await ensure('blog-categories', { name: { equals: category.name } }, async () => ({ ...category })),
    )
  }
  log('blog categories ready')

  for (const blog of blogs) {
    const slug = toSlug(blog.title)
    const category = categoryIds.get(blog.category)
    if (category === undefined)
      throw new Error(`Seed blog "${blog.title}" names an unknown category "${blog.category}"`)
    await ensure('blogs', { slug: { equals: slug } }, async () => ({
      title: blog.title,
      slug,
      date: blog.date,
      category,
      trending: blog.trending,
      description: blog.description,
      image: await uploadArt(payload, blog.image, `blog-${slug}`),
      body: await bodyWithImages(blog.body, `blog-${slug}`),
      seo: blog.seo,
      _status: 'published',
    }))
  }
  log(`${blogs.length} blogs ready`)

  const newsData = async (item: SeedNews, slug: string) => ({
    title: item.title,
    slug,
    date: item.date,
    shortDescription: item.shortDescription,
    image: await uploadArt(payload, item.image, `news-${slug}`),
    body: await bodyWithImages(item.body, `news-${slug}`),
    seo: item.seo,
    _status: 'published',
  })
  for (const item of news) {
    const slug = toSlug(item.title)
    await ensure('news', { slug: { equals: slug } }, () => newsData(item, slug))
  }
  log(`${news.length} news items ready`)

  for (const member of team) {
    await ensure('team-members', { name: { equals: member.name } }, async () => ({
      name: member.name,
      designation: member.designation,
      linkedUrl: member.linkedUrl ?? null,
      qualifications: member.qualifications.map((qualification) => ({ qualification })),
      order: member.order,
      image: await uploadArt(payload, member.image, `team-${toSlug(member.name)}`),
      _status: 'published',
    }))
  }

  for (const testimonial of testimonials) {
    await ensure('testimonials', { name: { equals: testimonial.name } }, async () => ({
      name: testimonial.name,
      shortTagline: testimonial.shortTagline,
      message: testimonial.message,
      successStory: testimonial.successStory,
      order: testimonial.order,
      videoUrl: testimonial.videoUrl ?? null,
      image: testimonial.image
        ? await uploadArt(payload, testimonial.image, `testimonial-${toSlug(testimonial.name)}`)
        : null,
      _status: 'published',
    }))
  }

  for (const announcement of announcements) {
    await ensure('announcements', { title: { equals: announcement.title } }, async () => ({
      ...announcement,
      _status: 'published',
    }))
  }

  for (const university of universityLogos) {
    await ensure('university-logos', { name: { equals: university.name } }, async () => ({
      name: university.name,
      logo: await uploadArt(payload, university.logo, `logo-${toSlug(university.name)}`),
      _status: 'published',
    }))
  }
  log('team, testimonials, announcements and logos ready')

  for (const redirect of redirects) {
    await ensure('redirects', { from: { equals: redirect.from } }, async () => ({ ...redirect, permanent: true }))
  }

  for (const type of meetingTypes) {
    await ensure('meeting-types', { slug: { equals: type.slug } }, async () => ({ ...type }))
  }

  await seedSettings(payload)
  log('site settings ready')
  return report
}

async function seedSettings(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (settings.name) return // staff own the settings once they exist

  const s = siteSettings
  const address = [
    s.address.line1,
    s.address.line2,
    s.address.city,
    s.address.region,
    s.address.postalCode,
    s.address.country,
  ]
    .filter(Boolean)
    .join(', ')
  const documentId = async (title: string, filename: string, render: () => Promise<Buffer>) => {
    const found = await payload.find({
      collection: 'documents',
      where: { title: { equals: title } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (found.docs[0]) return found.docs[0].id
    const data = await render()
    const doc = await payload.create({
      collection: 'documents',
      data: { title },
      file: { data, mimetype: 'application/pdf', name: filename, size: data.length },
      overrideAccess: true,
    })
    return doc.id
  }
  const brochure = await documentId(`${s.name} brochure`, 'brighter-bridge-brochure.pdf', () =>
    brochurePdf({
      name: s.name,
      tagline: s.tagline,
      phones: s.phones.map((phone) => phone.number),
      emails: [s.generalEmail, s.founderEmail],
      address,
      website: 'brighterbridge.example',
    }),
  )
  const hiringPdf = await documentId(
    'Education Counsellor job description',
    'education-counsellor-job-description.pdf',
    () => jobDescriptionPdf({ name: s.name, email: s.generalEmail, address }),
  )

  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    data: siteSettingsData(s, { brochure, hiringPdf }),
  })
}

/** The site-settings global's data for the seed's settings content. */
export const siteSettingsData = (s: SeedSiteSettings, documents: { brochure?: number; hiringPdf?: number } = {}) => ({
  name: s.name,
  shortName: s.shortName,
  tagline: s.tagline,
  phones: s.phones,
  emails: { general: s.generalEmail, founder: s.founderEmail },
  address: s.address,
  chatNumber: s.chatNumber,
  map: s.map,
  social: s.social,
  ...documents,
  tickerItems: s.tickerItems.map((text) => ({ text })),
  faq: s.faq,
  leadNotificationRecipients: s.leadNotificationRecipients.map((email) => ({ email })),
  officeTimeZone: DEFAULT_TIME_ZONE,
  workingHours: DEFAULT_WORKING_HOURS,
  // Day-only dates are stored at noon UTC, as the admin's date picker stores them.
  holidays: s.holidays.map(({ date, name }) => ({ date: `${date}T12:00:00.000Z`, name })),
})
