import { expect, test, type Page } from '@playwright/test'

import { PREVIEW_TEXT } from '../../src/shell/preview-banner'
import { cms, newBlog, paragraphBody, signInAsAdmin, staffHeaders } from '../support/http-api'
import { unique } from '../support/leads'

// Content staff preview a draft on the site before publishing it (docs/decisions/0120): the admin's Preview button
// opens the item's page with its latest saved draft, marked as a preview and never indexed; visitors asking for the
// same address see only what is published. Items are dated long ago, so no other test reads them as the newest, and
// are removed at the end.

const banner = (page: Page) => page.getByRole('note', { name: PREVIEW_TEXT.label })

test('an editor previews a never-published blog from the admin; a visitor asking for the preview gets the not-found page', async ({
  page,
  browser,
  request,
}) => {
  const title = `Visa interview checklist ${unique()}`
  const draft = await newBlog(request, title, { status: 'draft', date: '2019-06-01' })
  try {
    const visitor = await browser.newPage()
    const answer = await visitor.goto(`/blogs/${draft.slug}?preview`)
    expect(answer?.status()).toBe(404)
    await expect(visitor.getByText(title)).toHaveCount(0)
    await visitor.close()

    await signInAsAdmin(page)
    await page.goto(`/admin/collections/blogs/${draft.id}`)
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Preview', exact: true }).click(),
    ])
    await expect(preview).toHaveURL(new RegExp(`/blogs/${draft.slug}\\?preview$`))
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(banner(preview)).toContainText(PREVIEW_TEXT.note)
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    // Its link leads to what visitors see: nothing yet.
    await banner(preview).getByRole('link', { name: PREVIEW_TEXT.leave }).click()
    await expect(preview).toHaveURL(new RegExp(`/blogs/${draft.slug}$`))
    await expect(preview.getByRole('heading', { level: 1 })).not.toHaveText(title)
  } finally {
    await cms(request).remove('blogs', draft.id)
  }
})

test('a published news item with a newer draft: staff preview the draft, everyone else keeps the published text', async ({
  page,
  browser,
  request,
}) => {
  const staff = cms(request)
  const image = (await staff.find('media', 'limit=1')).docs[0].id
  const published = `Open day in Pune ${unique()}`
  const item = await staff.create('news', {
    title: published,
    date: '2019-05-01',
    image,
    shortDescription: 'An open day for families.',
    body: paragraphBody('Doors open at ten.'),
    _status: 'published',
  })
  try {
    const drafted = `${published}, moved to Saturday`
    const saved = await request.patch(`/cms-api/news/${item.id}?draft=true`, {
      headers: await staffHeaders(request),
      data: { title: drafted, _status: 'draft' },
    })
    expect(saved.status()).toBe(200)

    const visitor = await browser.newPage()
    for (const path of [`/newsroom/${item.slug}`, `/newsroom/${item.slug}?preview`]) {
      await visitor.goto(path)
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(published)
      await expect(banner(visitor)).toHaveCount(0)
    }
    await visitor.close()

    await signInAsAdmin(page)
    await page.goto(`/newsroom/${item.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published)
    await page.goto(`/newsroom/${item.slug}?preview`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(drafted)
    await expect(banner(page)).toBeVisible()
  } finally {
    await staff.remove('news', item.id)
  }
})
