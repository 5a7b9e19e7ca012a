import { expect, test } from '@playwright/test'

import { cms, list } from '../../../tests/support/http-api'

const ALL = { pageIndex: 1, pageSize: 9999 }
const ids = (items: { id: number }[]) => items.map((item) => item.id)
// Staff reading the CMS see drafts too; the calls list what is published (docs/decisions/0123).
const PUBLISHED = 'where[_status][equals]=published'

test('announcements: { id, title, date }, newest first; the home page’s two latest', async ({ request }) => {
  const { list: items } = await list(request, '/api/Announcement/GetAllAnnouncementList', ALL)
  expect(items.length).toBe((await cms(request).find('announcements', PUBLISHED)).totalDocs)
  for (const item of items) expect(Object.keys(item).sort()).toEqual(['date', 'id', 'title'])
  const dates = items.map((item: { date: string }) => item.date)
  expect(dates).toEqual([...dates].sort().reverse())
  const latest = await list(request, '/api/Announcement/GetAllAnnouncementList', { pageIndex: 1, pageSize: 2 })
  expect(ids(latest.list)).toEqual(ids(items.slice(0, 2)))
  expect(latest).not.toHaveProperty('nextPageAvailable')
  expect(
    ids((await list(request, '/api/Announcement/GetAllAnnouncementList', { pageIndex: 2, pageSize: 2 })).list),
  ).toEqual(ids(items.slice(2, 4)))
})

test('university logos: { id, logo } with relative image paths', async ({ request }) => {
  const { list: logos } = await list(request, '/api/UniversityLogo/GetUniversityLogoAllLogo', ALL)
  expect(logos.length).toBe((await cms(request).find('university-logos', PUBLISHED)).totalDocs)
  for (const logo of logos) {
    expect(Object.keys(logo).sort()).toEqual(['id', 'logo'])
    expect(logo.logo).toMatch(/^images\/[^/]+$/)
    expect((await request.get(`/${logo.logo}`)).status()).toBe(200)
  }
})

test('testimonials: the spec’s shape, image or video, paged with nextPageAvailable', async ({ request }) => {
  const total = (await cms(request).find('testimonials', PUBLISHED)).totalDocs
  const all = await list(request, '/api/Testimonial/GetAllTestimonials', { pageIndex: 1, pageSize: 100 })
  expect(all.list).toHaveLength(total)
  expect(all.nextPageAvailable).toBe(false)
  for (const item of all.list) {
    expect(Object.keys(item).sort()).toEqual(['id', 'image', 'message', 'name', 'shortTagline', 'videoUrl'])
    if (item.image === null) expect(item.videoUrl).toMatch(/^https:\/\//)
    else expect(item.image).toMatch(/^images\//)
  }
  expect(all.list.some((item: { image: string | null }) => item.image === null)).toBe(true)

  const first = await list(request, '/api/Testimonial/GetAllTestimonials', { pageIndex: 1, pageSize: 12 })
  expect(first.list).toHaveLength(Math.min(12, total))
  expect(first.nextPageAvailable).toBe(total > 12)
  const second = await list(request, '/api/Testimonial/GetAllTestimonials', { pageIndex: 2, pageSize: 12 })
  expect(ids(second.list)).toEqual(ids(all.list.slice(12, 24)))
  expect(second.nextPageAvailable).toBe(total > 24)
})

test('success stories: exactly the testimonials flagged as success stories', async ({ request }) => {
  const flagged = await cms(request).find('testimonials', `limit=0&where[successStory][equals]=true&${PUBLISHED}`)
  const { list: stories } = await list(request, '/api/Testimonial/GetAllSuccessStories', ALL)
  expect(stories.length).toBe(flagged.totalDocs)
  expect(ids(stories).sort()).toEqual(flagged.docs.map((doc: { id: number }) => doc.id).sort())
})

test('team members: the spec’s shape in the editors’ order, LinkedIn optional', async ({ request }) => {
  const { list: team } = await list(request, '/api/OurTeam/GetAllTeamMembers', ALL)
  const members = await cms(request).find('team-members', `limit=0&sort=order&${PUBLISHED}`)
  expect(ids(team)).toEqual(members.docs.map((doc: { id: number }) => doc.id))
  for (const member of team) {
    expect(Object.keys(member).sort()).toEqual(['designation', 'id', 'image', 'linkedUrl', 'name', 'qualifications'])
    expect(Array.isArray(member.qualifications)).toBe(true)
    expect(member.image).toMatch(/^images\//)
  }
  expect(team.filter((member: { linkedUrl: string | null }) => member.linkedUrl === null)).toHaveLength(1)
})
