import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { hydrated } from '../support/hydrated'
import { expectNoHorizontalOverflow, PHONE_AND_DESKTOP, resizeTo } from '../support/viewport'

// The eleven service pages (docs/product.md §2, 'Static content pages'): their structure and figures, the jump bar of
// the shared page, the scroll to the enquiry block, SEO, layout at a phone and a desktop width, and accessibility.

const SHARED = '/study-abroad/scholarships-entrance-test-preparation-visa-assistance'

const PAGES: { path: string; h1: string }[] = [
  { path: '/study-abroad/why-study-abroad', h1: 'Why study abroad' },
  { path: '/study-abroad/university-selection', h1: 'University selection' },
  { path: '/study-abroad/find-a-course', h1: 'Find a course' },
  { path: '/study-abroad/how-to-apply', h1: 'How to apply' },
  { path: SHARED, h1: 'Scholarships, entrance tests and visas' },
  { path: '/study-abroad/mentorship-programme', h1: 'Mentorship programme' },
  { path: '/study-abroad/parent-counselling', h1: 'Parent counselling' },
  { path: '/international-school', h1: 'International boarding schools' },
  { path: '/summer-school', h1: 'Summer school' },
  { path: '/research-support', h1: 'Research support' },
  { path: '/study-essentials', h1: 'Study essentials' },
]

const main = (page: Page) => page.locator('main')
const list = (page: Page, name: string) => main(page).getByRole('list', { name, exact: true })
/** The titles of a list's items (each item's own h3). */
const itemTitles = (page: Page, name: string) => list(page, name).locator(':scope > li h3')

test.describe('structure and figures', () => {
  test('why study abroad: ten reasons, and the free consultation button scrolls to the enquiry block', async ({
    page,
  }) => {
    await page.goto('/study-abroad/why-study-abroad')
    await expect(list(page, 'Top 10 reasons to study abroad').locator(':scope > li')).toHaveCount(10)
    const enquiry = page.locator('#enquiry')
    await expect(enquiry).not.toBeInViewport()
    await main(page).getByRole('link', { name: 'Get free consultation' }).first().click()
    await expect(page).toHaveURL(/#enquiry$/)
    await expect(enquiry).toBeInViewport()
    await expect(enquiry.getByRole('heading', { level: 2, name: 'Book your free consultation' })).toBeVisible()
  })

  test('university selection: seven criteria, Ireland, Australia, Dubai and four UK regions', async ({ page }) => {
    await page.goto('/study-abroad/university-selection')
    await expect(list(page, 'Seven selection criteria').locator(':scope > li')).toHaveCount(7)
    for (const destination of ['Ireland', 'Australia', 'Dubai'])
      await expect(main(page).getByRole('heading', { level: 2, name: destination, exact: true })).toBeVisible()
    await expect(itemTitles(page, 'The United Kingdom, region by region')).toHaveText([
      'Northern Ireland',
      'Scotland',
      'London',
      'Wales',
    ])
  })

  test('find a course: the five kinds', async ({ page }) => {
    await page.goto('/study-abroad/find-a-course')
    await expect(itemTitles(page, 'Five kinds of course')).toHaveText([
      'UK undergraduate',
      'UK postgraduate',
      'PhD/DPhil',
      'UK diploma',
      'MBA',
    ])
  })

  test('how to apply: six steps', async ({ page }) => {
    await page.goto('/study-abroad/how-to-apply')
    await expect(list(page, 'Six steps to your place').locator(':scope > li')).toHaveCount(6)
  })

  test('mentorship: twenty-two items, at least ten sessions a year, and a link to the team', async ({ page }) => {
    await page.goto('/study-abroad/mentorship-programme')
    await expect(list(page, 'What the mentorship programme includes').locator(':scope > li')).toHaveCount(22)
    await expect(main(page).getByText('At least 10 sessions over a year')).toBeVisible()
    await expect(main(page).getByRole('definition').filter({ hasText: '10+' })).toBeVisible()
    await expect(main(page).getByRole('link', { name: 'Meet our team' }).first()).toHaveAttribute('href', '/team')
  })

  test('parent counselling: the questions parents bring', async ({ page }) => {
    await page.goto('/study-abroad/parent-counselling')
    await expect(list(page, 'The questions parents bring to us').locator(':scope > li')).toHaveCount(6)
  })

  test('international school: six steps, 3–5 schools, the one-year GCSE for 15–16, guardianship and host families', async ({
    page,
  }) => {
    await page.goto('/international-school')
    const steps = list(page, 'The boarding school process in six steps').locator(':scope > li')
    await expect(steps).toHaveCount(6)
    await expect(steps.nth(1)).toContainText('Shortlist 3–5 schools')
    await expect(main(page).getByRole('heading', { level: 2, name: 'The one-year GCSE for ages 15–16' })).toBeVisible()
    await expect(itemTitles(page, 'Guardianship and host families')).toHaveText(['Guardianship', 'Host families'])
  })

  test('summer school: 2–6 weeks, seven named universities, deadlines usually in April', async ({ page }) => {
    await page.goto('/summer-school')
    await expect(main(page).getByText('Programmes of 2–6 weeks')).toBeVisible()
    await expect(main(page).getByText('Deadlines usually in April')).toBeVisible()
    const universities = itemTitles(page, 'Seven universities with popular summer programmes')
    await expect(universities).toHaveCount(7)
    for (const name of await universities.allTextContents()) expect(name).toMatch(/University|School|College/)
  })

  test('research support: seven services, proofreading with 2–3 rounds of blind peer review', async ({ page }) => {
    await page.goto('/research-support')
    const services = list(page, 'Seven research services').locator(':scope > li')
    await expect(services).toHaveCount(7)
    await expect(services.first()).toContainText('2–3 rounds of blind peer review')
  })

  test('study essentials: loan, accommodation, insurance and alumni connection', async ({ page }) => {
    await page.goto('/study-essentials')
    for (const [id, name] of [
      ['education-loan', 'Education loan'],
      ['accommodation', 'Accommodation'],
      ['insurance', 'Insurance'],
      ['alumni-connection', 'Alumni connection'],
    ])
      await expect(page.locator(`section#${id}`).getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
  })
})

test.describe('the shared scholarships, entrance test and visa page', () => {
  const SECTIONS = [
    ['Scholarships', 'scholarships'],
    ['Entrance test preparation', 'entrance-test-preparation'],
    ['Visa assistance', 'visa-assistance'],
  ] as const

  /** The section's heading sits below the sticky header and jump bar, not under them. */
  const expectClearOfStickyBars = async (page: Page, id: string) => {
    const heading = page.locator(`#${id} h2`).first()
    await expect(heading).toBeInViewport()
    const bar = await page.getByRole('navigation', { name: 'On this page' }).boundingBox()
    const box = await heading.boundingBox()
    expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1)
  }

  test('three sections, each reached from the sticky jump bar', async ({ page }) => {
    await page.goto(SHARED)
    await hydrated(page)
    const bar = page.getByRole('navigation', { name: 'On this page' })
    await expect(bar.getByRole('link')).toHaveText(SECTIONS.map(([label]) => label))
    for (const [label, id] of SECTIONS) {
      await expect(page.locator(`section#${id}`).getByRole('heading', { level: 2, name: label })).toBeAttached()
      await bar.getByRole('link', { name: label }).click()
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
      await expectClearOfStickyBars(page, id)
      await expect(bar).toBeInViewport()
    }
    await expect(bar.getByRole('link', { name: 'Visa assistance' })).toHaveAttribute('aria-current', 'location')
  })

  test('a page opened at a section marks that section in the jump bar', async ({ page }) => {
    await page.goto(`${SHARED}#visa-assistance`)
    await hydrated(page)
    const bar = page.getByRole('navigation', { name: 'On this page' })
    await expect(bar.getByRole('link', { name: 'Visa assistance' })).toHaveAttribute('aria-current', 'location')
    await expect(bar.locator('[aria-current]')).toHaveCount(1)
  })

  test('at a phone width the jump bar stays under the header and reaches each section', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(SHARED)
    const bar = page.getByRole('navigation', { name: 'On this page' })
    for (const [label, id] of SECTIONS) {
      await bar.getByRole('link', { name: label }).click()
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
      await expectClearOfStickyBars(page, id)
      const header = await page.locator('header').first().boundingBox()
      const box = await bar.boundingBox()
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1)
    }
    await expectNoAxeViolations(page)
  })

  test('each section is reachable by its own link from the navigation', async ({ page }) => {
    for (const [label, id] of SECTIONS) {
      await page.goto('/')
      await hydrated(page)
      const nav = page.getByRole('navigation', { name: 'Main' })
      await nav.getByRole('button', { name: 'Study abroad' }).click()
      await nav.getByRole('link', { name: label, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${SHARED}#${id}$`))
      await expectClearOfStickyBars(page, id)
      await expect(
        page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: label }),
      ).toHaveAttribute('aria-current', 'location')
    }
  })
})

// A phone, a desktop window at 200% zoom (640 px), a desktop.
const WIDTHS = [PHONE_AND_DESKTOP[0], 640, PHONE_AND_DESKTOP[1]]

test.describe('every service page', () => {
  for (const { path, h1 } of PAGES) {
    test(`${path}: no sideways scroll at ${WIDTHS.join(', ')} px, title, description, breadcrumbs, enquiry block, sized pictures and real copy`, async ({
      page,
    }) => {
      // One load per page: at a phone's width first, then widened, as the route sweep does (docs/decisions/0088).
      await resizeTo(page, PHONE_AND_DESKTOP[0])
      await page.goto(path)
      for (const width of WIDTHS) {
        await resizeTo(page, width)
        await expectNoHorizontalOverflow(page, `sideways scroll at ${width} px`)
        await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
      await expect(page).toHaveTitle(/^.{5,} \| Brighter Bridge Education$/)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{80,}/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`))

      const graphs = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))
      const trail = graphs.find((graph) => graph['@type'] === 'BreadcrumbList')
      expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', h1])
      expect(trail.itemListElement.at(-1).item).toMatch(new RegExp(`${path}$`))

      await expect(page.locator('section#enquiry').getByRole('heading', { level: 2 })).toBeVisible()
      await expect(
        page.locator('section#enquiry').getByRole('form', { name: 'Book a free consultation' }).getByRole('button', {
          name: 'Submit',
        }),
      ).toBeVisible()
      for (const href of await main(page)
        .locator('a[class*="button"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
        expect(href).toMatch(/^(\/contact|\/team|#enquiry)$/)

      const images = main(page).locator('img')
      expect(await images.count()).toBeGreaterThan(0)
      // The hero's picture is the first in the page and the largest above the fold: fetched early and first.
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
      await expect(images.first()).not.toHaveAttribute('loading', 'lazy')
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded()
        await expect(image).toHaveAttribute('alt', '')
        await expect(image).toHaveAttribute('width', /\d+/)
        await expect(image).toHaveAttribute('height', /\d+/)
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
      }
      expect(await main(page).innerText()).not.toMatch(/lorem|ipsum|coming soon|placeholder|TODO/i)
    })
  }

  test('titles and descriptions differ from page to page', async ({ request }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() }
    for (const { path } of PAGES) {
      const html = await (await request.get(path)).text()
      seen.titles.add(html.match(/<title>([^<]+)<\/title>/)![1]!)
      seen.descriptions.add(html.match(/<meta name="description" content="([^"]+)"/)![1]!)
    }
    expect(seen.titles.size).toBe(PAGES.length)
    expect(seen.descriptions.size).toBe(PAGES.length)
  })
})
