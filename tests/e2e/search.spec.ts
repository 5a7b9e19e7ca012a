import { expect, test, type Page } from '@playwright/test'

import { SEARCH_TEXT } from '../../src/schema/search-text'
import { expectNoAxeViolations } from '../support/axe'
import { hydrated } from '../support/hydrated'
import { cms, newBlog, signInAsAdmin } from '../support/http-api'
import { unique } from '../support/leads'

// The site search (docs/decisions/0137), as a visitor meets it: the header's search field suggests as they type
// (the WAI-ARIA combobox), Enter shows the results page with the matched words marked, a typo still finds the guide,
// and it all works without scripts; drafts are never found and a new blog is found seconds after it is published.

const searchField = (page: Page) => page.getByRole('combobox', { name: SEARCH_TEXT.label })
const results = (page: Page) => page.locator('main ol li')

test('typing “schol” in the header suggests the scholarship guides, by keyboard, and Enter shows marked results', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await hydrated(page)
  await page.locator('header summary', { hasText: SEARCH_TEXT.open }).click()
  const field = searchField(page)
  await expect(field).toBeFocused()
  await expect(field).toHaveAttribute('aria-autocomplete', 'list')
  await expect(field).toHaveAttribute('aria-expanded', 'false')

  await field.pressSequentially('schol', { delay: 40 })
  const listbox = page.getByRole('listbox', { name: SEARCH_TEXT.label })
  await expect(listbox).toBeVisible()
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await expect(field).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!)
  const options = listbox.getByRole('option')
  await expect(options.first()).toContainText(/scholarship/i)
  const count = await options.count()
  await expect(page.locator('header [role="status"]').filter({ hasText: 'suggestion' })).toHaveText(
    SEARCH_TEXT.suggestions(count),
  )

  await expectNoAxeViolations(page, 'the header’s suggestions, open')
  await field.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await expect(field).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!)
  await field.press('ArrowUp')
  await expect(options.last()).toHaveAttribute('aria-selected', 'true')
  await field.press('Escape')
  await expect(listbox).toBeHidden()
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  await expect(field).toHaveValue('schol')

  await field.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=schol$/)
  await expect(page.getByRole('heading', { level: 2, name: /results for “schol”/ })).toBeVisible()
  await expect(results(page).first().locator('mark').first()).toHaveText(/^schol/i)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('a suggestion chosen with the arrow keys and Enter opens its page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await hydrated(page)
  await page.locator('header summary', { hasText: SEARCH_TEXT.open }).click()
  await searchField(page).pressSequentially('ielts', { delay: 40 })
  const first = page.getByRole('listbox', { name: SEARCH_TEXT.label }).getByRole('option').first()
  const title = (await first.locator('span').first().textContent())!
  await searchField(page).press('ArrowDown')
  await searchField(page).press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

test('a typo still finds the guide, a search that finds nothing helps, one that finds some of its words says so, and paging works', async ({
  page,
}) => {
  await page.goto('/search?q=scholarshp')
  await expect(
    results(page)
      .filter({ hasText: /scholarships/i })
      .first(),
  ).toBeVisible()
  await page.goto(`/search?q=qqxyzzy${unique()}`)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(/^Nothing found for/)
  await expect(page.getByRole('link', { name: 'Scholarships', exact: true })).toHaveAttribute(
    'href',
    '/search?q=Scholarships',
  )
  await expect(page.getByRole('main').getByRole('link', { name: SEARCH_TEXT.enquire })).toBeVisible()
  // No guide of the demo holds all three words: the page says so, and offers the closest partial matches below.
  await page.goto('/search?q=gap+year+nepal')
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    SEARCH_TEXT.nothingMatchesAll('gap year nepal'),
  )
  await expect(page.getByText(SEARCH_TEXT.closestMatches)).toBeVisible()
  await expect(results(page).first().locator('mark').first()).toHaveText(/^(gap|year)/i)
  await page.goto('/search?q=visa')
  const more = page.getByRole('link', { name: 'More results' })
  if (await more.count()) {
    await more.click()
    await expect(page).toHaveURL(/page=2/)
    await expect(results(page).first()).toBeVisible()
  }
})

test('without scripts, on a phone or a wide screen, the header’s Search leads to the search page, whose form sends the search', async ({
  browser,
}) => {
  for (const [viewport, header] of [
    [{ width: 390, height: 844 }, 'nav[aria-label="Main"]'],
    [{ width: 1280, height: 900 }, 'header'],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport })
    const page = await context.newPage()
    try {
      await page.goto('/')
      // The header's search forms are drawn once scripts run: the page's HTML carries none.
      await expect(page.locator('form[role="search"]')).toHaveCount(0)
      await page.locator(header).getByRole('link', { name: SEARCH_TEXT.open, exact: true }).click()
      await expect(page).toHaveURL(/\/search$/)
      // Without scripts there are no suggestions: a plain text field.
      const field = page.getByRole('main').getByRole('textbox', { name: SEARCH_TEXT.label })
      await expect(page.getByRole('combobox')).toHaveCount(0)
      await field.fill('student visa')
      await field.press('Enter')
      await expect(page).toHaveURL(/\/search\?q=student\+visa$/)
      await expect(results(page).first().locator('mark').first()).toBeVisible()
    } finally {
      await context.close()
    }
  }
})

test('a draft is never found; a blog is found seconds after it is published; the API answers in its shape', async ({
  request,
}) => {
  const word = `zephyrine${unique()}`.toLowerCase()
  const { id } = await newBlog(request, `Studying in Reykjavik ${word}`, { status: 'draft' })
  const search = async () => (await request.get(`/api/search?q=${word}`)).json()
  try {
    expect((await search()).data).toEqual([])
    await cms(request).update('blogs', id, { _status: 'published' })
    await expect.poll(async () => (await search()).data.length, { timeout: 5_000 }).toBe(1)
    const answer = await search()
    expect(answer).toEqual({
      data: [
        {
          type: 'blog',
          title: `Studying in Reykjavik ${word}`,
          url: expect.stringMatching(/^\/blogs\/studying-in-reykjavik/),
          excerpt: expect.any(String),
          date: expect.any(String),
        },
      ],
      nextPageAvailable: false,
      exact: true,
    })
  } finally {
    await cms(request).remove('blogs', id)
  }
  await expect.poll(async () => (await search()).data.length, { timeout: 5_000 }).toBe(0)

  const missing = await request.get('/api/search')
  expect(missing.status()).toBe(400)
  expect((await missing.json()).error.fields.q).toBe(SEARCH_TEXT.emptyQuery)
  const openapi = await (await request.get('/api/openapi.json')).json()
  expect(openapi.paths['/api/search'].get.operationId).toBe('search')
})

test('the dashboard shows content staff the searches that found nothing, with their count', async ({ page }) => {
  const query = `nursing in canada ${unique()}`
  for (let time = 0; time < 2; time += 1) await page.goto(`/search?q=${encodeURIComponent(query)}`)
  await signInAsAdmin(page)
  await page.goto('/admin')
  const card = page.getByRole('region', { name: 'Searches that found nothing' })
  const row = card.getByRole('row', { name: new RegExp(query) })
  await expect(row).toBeVisible()
  await expect(row.getByRole('cell')).toHaveText('2')
})
