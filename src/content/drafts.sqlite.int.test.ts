import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { newImage } from '../../tests/support/content-fixtures'
import { migratedPayload } from '../../tests/support/payload'
import { listAnnouncements } from './announcements.server'
import { listTeamMembers } from './team.server'
import { listSuccessStories, listTestimonials } from './testimonials.server'
import { listUniversityLogos } from './university-logos.server'

const ALL = { pageIndex: 1, pageSize: 100 }

type Case = {
  collection: CollectionSlug
  /** The field whose text the site shows, and its value. */
  field: string
  text: string
  data: (image: number) => Record<string, unknown>
  /** What the site lists, as that field's texts; every list the item belongs on. */
  lists: (() => Promise<string[]>)[]
}

const CASES: Case[] = [
  {
    collection: 'announcements',
    field: 'title',
    text: 'Open day on Saturday',
    data: () => ({ date: '2026-11-20' }),
    lists: [async () => (await listAnnouncements(ALL)).items.map((item) => item.title)],
  },
  {
    collection: 'team-members',
    field: 'name',
    text: 'Meera Iyer',
    data: (image) => ({ designation: 'Counsellor', image, qualifications: [{ qualification: 'MA' }] }),
    lists: [async () => (await listTeamMembers(ALL)).items.map((item) => item.name)],
  },
  {
    collection: 'testimonials',
    field: 'name',
    text: 'Kabir Rao',
    data: (image) => ({ shortTagline: 'Now at a UK university', message: 'Thank you.', image, successStory: true }),
    lists: [
      async () => (await listTestimonials(ALL)).items.map((item) => item.name),
      async () => (await listSuccessStories(ALL)).items.map((item) => item.name),
    ],
  },
  {
    collection: 'university-logos',
    field: 'name',
    text: 'University of Westholm',
    data: (image) => ({ logo: image }),
    lists: [async () => (await listUniversityLogos(ALL)).items.map((item) => item.name)],
  },
]

describe('drafts of team members, testimonials, announcements and university logos (decision 0123)', () => {
  let payload: Payload
  let image: number

  beforeAll(async () => {
    payload = await migratedPayload()
    image = await newImage(payload, 'portrait.png')
  })

  const listed = async ({ lists }: Case) => Promise.all(lists.map((list) => list()))

  it.each(CASES)(
    '$collection: a draft stays off the site until published; a later draft leaves the published text; unpublishing removes it',
    async (item) => {
      const { collection, field, text } = item
      const draft = await payload.create({
        collection,
        data: { ...item.data(image), [field]: text, _status: 'draft' } as never,
        draft: true,
      })
      expect((draft as { _status?: string })._status).toBe('draft')
      for (const names of await listed(item)) expect(names).not.toContain(text)
      // Visitors reading the CMS's own API see no draft either.
      const asVisitor = await payload.find({ collection, overrideAccess: false, user: null, pagination: false })
      expect(asVisitor.docs.map((doc) => (doc as unknown as Record<string, unknown>)[field])).not.toContain(text)

      await payload.update({ collection, id: draft.id, data: { _status: 'published' } as never })
      for (const names of await listed(item)) expect(names).toContain(text)

      await payload.update({
        collection,
        id: draft.id,
        data: { [field]: `${text} (edited)`, _status: 'draft' } as never,
        draft: true,
      })
      for (const names of await listed(item)) {
        expect(names).toContain(text)
        expect(names).not.toContain(`${text} (edited)`)
      }

      await payload.update({ collection, id: draft.id, data: { _status: 'draft' } as never })
      for (const names of await listed(item)) expect(names).not.toContain(text)
    },
  )
})
