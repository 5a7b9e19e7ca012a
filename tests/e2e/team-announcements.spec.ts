import { expect, test } from '@playwright/test'

import { announcements } from '../../src/seed/content/announcements'
import { team } from '../../src/seed/content/team'
import { ANNOUNCEMENTS_PAGE, LEARN_MORE } from '../../src/sections/announcements/announcement-copy'
import { FOLLOW_ON, TEAM_PAGE } from '../../src/sections/team/team-copy'
import { cms, signInAsAdmin } from '../support/http-api'
import { unique } from '../support/leads'

// /team and /announcements (docs/product.md §2, §4, §9) against the seeded demo content.

const members = [...team].sort((a, b) => a.order - b.order)
const latestFirst = [...announcements].sort((a, b) => b.date.localeCompare(a.date))

const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

test.describe('/team', () => {
  test('the server HTML holds every member, and no placeholder', async ({ request }) => {
    const body = await (await request.get('/team')).text()
    expect(body).toContain(`>${TEAM_PAGE.title}</h1>`)
    for (const member of members) {
      expect(body).toContain(html(member.name))
      expect(body).toContain(html(member.designation))
      for (const qualification of member.qualifications) expect(body).toContain(html(qualification))
    }
    expect(body).not.toContain('data-skeleton')
  })

  test('each member shows photo, name, designation, qualifications, and Follow on only with a link', async ({
    page,
  }) => {
    await page.goto('/team')
    const cards = page.getByRole('list', { name: TEAM_PAGE.listLabel }).locator(':scope > li')
    await expect(cards).toHaveCount(members.length)
    expect(members.some((member) => !member.linkedUrl)).toBe(true)
    for (const [index, member] of members.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(member.name)
      await expect(card.getByRole('img', { name: member.image.alt })).toBeVisible()
      await expect(card).toContainText(member.designation)
      await expect(card.getByRole('list').getByRole('listitem')).toHaveText(member.qualifications)
      const follow = card.getByRole('link', { name: new RegExp(`^${FOLLOW_ON}`) })
      if (member.linkedUrl) {
        await expect(follow).toHaveAttribute('href', member.linkedUrl)
        await expect(follow).toContainText(FOLLOW_ON)
      } else await expect(follow).toHaveCount(0)
    }
    await expect(page.locator('main img').first()).toHaveAttribute('fetchpriority', 'high')
  })

  test('at most 600 px wide a card stacks its photo above the text, wider it sits beside it', async ({ page }) => {
    const card = page.getByRole('list', { name: TEAM_PAGE.listLabel }).locator(':scope > li').first()
    for (const [width, stacked] of [
      [600, true],
      [601, false],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/team')
      const photo = (await card.locator('img').boundingBox())!
      const name = (await card.getByRole('heading', { level: 2 }).boundingBox())!
      expect(name.y > photo.y + photo.height - 1, `stacked at ${width}`).toBe(stacked)
    }
  })
})

test.describe('/announcements', () => {
  test('the server HTML holds every announcement, newest first', async ({ request }) => {
    const body = await (await request.get('/announcements')).text()
    const positions = latestFirst.map((item) => body.indexOf(html(item.title)))
    for (const position of positions) expect(position).toBeGreaterThan(-1)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(body).not.toContain('data-skeleton')
  })

  test('each shows its title, its date and Learn more to /contact', async ({ page }) => {
    await page.goto('/announcements')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ANNOUNCEMENTS_PAGE.title)
    const items = page.getByRole('list', { name: ANNOUNCEMENTS_PAGE.title }).getByRole('listitem')
    await expect(items).toHaveCount(latestFirst.length)
    for (const [index, announcement] of latestFirst.entries()) {
      const item = items.nth(index)
      await expect(item.getByRole('heading', { level: 2 })).toHaveText(announcement.title)
      const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(announcement.date),
      )
      await expect(item.locator('time')).toHaveText(date)
      await expect(item.locator('time')).toHaveAttribute('datetime', announcement.date)
      await expect(item.getByRole('link', { name: LEARN_MORE })).toHaveAttribute('href', '/contact')
    }
    await items.first().getByRole('link', { name: LEARN_MORE }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})

// docs/decisions/0123: team members, testimonials, announcements and logos are drafts until published.
test('an editor saves an announcement as a draft, which stays off the site until it is published', async ({
  page,
  request,
}) => {
  const title = `Scholarship evening ${unique()}`
  const onSite = async () => {
    const pages = await Promise.all(['/announcements', '/'].map(async (path) => (await request.get(path)).text()))
    return pages.map((body) => body.includes(html(title)))
  }
  await signInAsAdmin(page)
  await page.goto('/admin/collections/announcements/create', { waitUntil: 'networkidle' })
  await page.getByLabel('Title').fill(title)
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/announcements\/\d+$/)
  const id = Number(page.url().split('/').at(-1))
  try {
    expect(await onSite()).toEqual([false, false])
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText('Updated successfully.')).toBeVisible()
    expect(await onSite()).toEqual([true, true])
  } finally {
    await cms(request).remove('announcements', id)
  }
  expect(await onSite()).toEqual([false, false])
})
