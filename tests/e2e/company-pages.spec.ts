import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { hydrated } from '../support/hydrated'
import { expectNoHorizontalOverflow, PHONE_AND_DESKTOP, resizeTo } from '../support/viewport'

// About, Contact, Terms and Privacy (docs/product.md §2): structure, figures, the FAQ accordion, the map that loads
// nothing from elsewhere until asked, SEO and layout at a phone and a desktop width
// (axe-core reads every route at both widths in tests/e2e/every-route.spec.ts).

const FAQ_TOPICS = [
  /scholarship/i,
  /Commonwealth/,
  /boarding school/i,
  /UK student visa/i,
  /PhD/,
  /undergraduate and postgraduate/i,
  /1-year master/i,
  /education loan/i,
]

const main = (page: Page) => page.locator('main')
const isLocal = (url: string) => /^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:|about:)/.test(url)

const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))

test('about: the founder’s story, the Hong Kong collaboration, the mission and Explore more to /team', async ({
  page,
}) => {
  await page.goto('/about')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible()
  await expect(page.locator('section#founder-story')).toContainText('university lecturer')
  await expect(page.locator('section#collaboration')).toContainText('consultancy in Hong Kong')
  await expect(page.locator('section#mission').getByRole('heading', { level: 2 })).toBeVisible()
  await expect(page.locator('section#mission')).toContainText('Our mission')
  // docs/product.md §2: "'Explore more' link to /team".
  const explore = main(page).getByRole('region', { name: 'Meet our team' })
  await explore.getByRole('link', { name: 'Explore more', exact: true }).click()
  await expect(page).toHaveURL(/\/team$/)
})

test.describe('contact', () => {
  test('mail links, two phones each with a chat link, the Noida address, four networks and the message section', async ({
    page,
  }) => {
    await page.goto('/contact')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
    await expect(main(page).locator('a[href="mailto:enquiries@example.com"]')).toBeVisible()
    await expect(main(page).locator('a[href="mailto:founder@example.com"]')).toBeVisible()
    const call = main(page).getByRole('region', { name: 'Call or chat' })
    await expect(call.locator('a[href^="tel:"]')).toHaveCount(2)
    await expect(call.locator('a[href="tel:+919810000001"]')).toBeVisible()
    await expect(call.locator('a[href="tel:+919810000002"]')).toBeVisible()
    await expect(call.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveCount(2)
    await expect(call.locator('a[href="https://wa.me/919810000001"]')).toHaveAttribute('target', '_blank')
    await expect(call.locator('a[href="https://wa.me/919810000002"]')).toHaveAttribute('target', '_blank')
    await expect(main(page).getByRole('region', { name: 'Visit us' }).locator('address')).toContainText(
      'Noida, Uttar Pradesh 201309',
    )
    const networks = main(page).getByRole('list', { name: 'Follow us' }).getByRole('link')
    await expect(networks).toHaveCount(4)
    for (const host of ['facebook.com', 'instagram.com', 'linkedin.com', 'youtube.com'])
      await expect(main(page).locator(`a[href*="${host}"]`)).toHaveCount(1)
    await expect(main(page).getByRole('heading', { level: 2, name: 'Send us a message' })).toBeVisible()
  })

  test('eight FAQ entries on the topics of the spec, the first open, and FAQPage structured data', async ({ page }) => {
    await page.goto('/contact')
    await hydrated(page)
    const items = page.locator('#faq details')
    await expect(items).toHaveCount(8)
    const questions = await items.locator('summary').allTextContents()
    FAQ_TOPICS.forEach((topic, index) => expect(questions[index]).toMatch(topic))
    await expect(items.nth(0)).toHaveAttribute('open', '')
    for (let index = 1; index < 8; index++) await expect(items.nth(index)).not.toHaveAttribute('open')
    await expect(items.nth(0).locator('p')).toBeVisible()
    await expect(items.nth(1).locator('p')).toBeHidden()

    const faq = (await jsonLd(page)).find((graph) => graph['@type'] === 'FAQPage')
    expect(faq.mainEntity).toHaveLength(8)
    expect(faq.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(questions.map((q) => q.trim()))
    const trail = (await jsonLd(page)).find((graph) => graph['@type'] === 'BreadcrumbList')
    expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Contact us'])
  })

  test('the accordion works from the keyboard', async ({ page }) => {
    await page.goto('/contact')
    await hydrated(page)
    const items = page.locator('#faq details')
    const second = items.nth(1)
    await items.nth(0).locator('summary').focus()
    await page.keyboard.press('Tab')
    await expect(second.locator('summary')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(second).toHaveAttribute('open', '')
    await expect(second.locator('p')).toBeVisible()
    await page.keyboard.press('Space')
    await expect(second).not.toHaveAttribute('open')
    await items.nth(0).locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(items.nth(0)).not.toHaveAttribute('open')
  })

  test('the map loads nothing from outside until the visitor asks for it', async ({ page }) => {
    const outside: string[] = []
    page.on('request', (request) => {
      if (!isLocal(request.url())) outside.push(request.url())
    })
    await page.route(/openstreetmap\.org/, (route) => route.abort())
    await page.goto('/contact')
    await hydrated(page)
    const office = page.locator('section#office')
    await office.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    await expect(office.locator('iframe')).toHaveCount(0)
    expect(outside).toEqual([])
    await expect(office.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=28.627&mlon=77.3725#map=17/28.627/77.3725',
    )

    await office.getByRole('button', { name: 'Show map' }).click()
    const map = office.locator('iframe')
    await expect(map).toHaveAttribute(
      'src',
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&marker=28\.627%2C77\.3725$/,
    )
    await expect(map).toHaveAttribute('title', /Map of our office/)
    await expect(map).toBeFocused()
    await expect.poll(() => outside.filter((url) => url.includes('openstreetmap.org')).length).toBeGreaterThan(0)
    expect(outside.every((url) => url.startsWith('https://www.openstreetmap.org/'))).toBe(true)
  })

  test('on a phone the bands under the first are laid out as they near the screen', async ({ page }) => {
    // docs/decisions/0206-one-band-at-load-under-a-hero.md
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/contact')
    const questions = page.locator('section#faq')
    const office = page.locator('section#office')
    const rendered = (part: typeof office) =>
      part.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))
    // In the page and its accessibility tree from the start, but not laid out or painted while the page loads.
    await expect(questions.getByRole('heading', { level: 2 })).toHaveCount(1)
    expect(await rendered(questions)).toBe(false)
    expect(await rendered(office)).toBe(false)
    await expectNoAxeViolations(page, 'contact page before scrolling')
    await office.scrollIntoViewIfNeeded()
    await expect.poll(() => rendered(office)).toBe(true)
    await page.goto('/contact#faq')
    await expect(questions).toBeInViewport()
    await expect.poll(() => rendered(questions)).toBe(true)
  })

  test('without JavaScript the map offers no Show map button it could not honour, only its link', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/contact')
    const office = page.locator('section#office')
    await expect(office.getByRole('link', { name: /Open in OpenStreetMap/ })).toBeVisible()
    await expect(office.getByRole('button', { name: 'Show map' })).toBeHidden()
    await context.close()
  })
})

test('terms: sixteen numbered statements on consent, confidentiality, assessment and research', async ({ page }) => {
  await page.goto('/terms')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible()
  const statements = main(page).getByRole('list', { name: 'Terms and conditions' }).locator(':scope > li')
  await expect(statements).toHaveCount(16)
  const text = (await statements.allTextContents()).join(' ')
  for (const topic of [/consent/i, /confidential/i, /assess/i, /research/i]) expect(text).toMatch(topic)
  await expect(statements.last().getByRole('link', { name: 'enquiries@example.com' })).toHaveAttribute(
    'href',
    'mailto:enquiries@example.com',
  )
})

test('privacy: four sections, and what really happens to a submission', async ({ page }) => {
  await page.goto('/privacy')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
  await expect(main(page).locator('article').getByRole('heading', { level: 2 })).toHaveText([
    /Who we are/,
    /What we do with your information/,
    /We do not share your data with third parties/,
    /Policy updates/,
  ])
  const article = main(page).locator('article')
  await expect(article).toContainText('Brighter Bridge Education is an education consultancy')
  await expect(article).toContainText('we store what you entered in our own database')
  await expect(article).toContainText('to contact you')
  await expect(article).toContainText('never sell, rent or share your personal information with third parties')
  await expect(article).toContainText('to delete it')
  await expect(article.getByRole('link', { name: 'enquiries@example.com' }).first()).toHaveAttribute(
    'href',
    'mailto:enquiries@example.com',
  )
})

test.describe('every company page', () => {
  const PAGES = [
    { path: '/about', title: 'About us | Brighter Bridge Education' },
    { path: '/contact', title: 'Contact us | Brighter Bridge Education' },
    { path: '/terms', title: 'Terms and conditions | Brighter Bridge Education' },
    { path: '/privacy', title: 'Privacy policy | Brighter Bridge Education' },
  ]

  for (const { path, title } of PAGES) {
    test(`${path}: no sideways scroll at ${PHONE_AND_DESKTOP.join(' and ')} px, title, description, breadcrumbs and real copy`, async ({
      page,
    }) => {
      // One load per page, at a phone's width and then widened; axe-core checks both in the route sweep
      // (tests/e2e/every-route.spec.ts).
      await resizeTo(page, PHONE_AND_DESKTOP[0])
      await page.goto(path)
      await hydrated(page)
      for (const width of PHONE_AND_DESKTOP) {
        await resizeTo(page, width)
        await expectNoHorizontalOverflow(page, `sideways scroll at ${width} px`)
      }
      await expect(page).toHaveTitle(title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{80,}/)
      const trail = (await jsonLd(page)).find((graph) => graph['@type'] === 'BreadcrumbList')
      expect(trail.itemListElement).toHaveLength(2)
      expect(trail.itemListElement[1].item).toMatch(new RegExp(`${path}$`))
      expect(await main(page).innerText()).not.toMatch(/lorem|ipsum|coming soon|placeholder|TODO/i)
    })
  }
})
