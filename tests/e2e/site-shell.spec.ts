import { expect, test, type Page } from '@playwright/test'

import { hydrated } from '../support/hydrated'
import { siteRoutes } from '../support/site-routes'
import { expectNoHorizontalOverflow, resizeTo } from '../support/viewport'

// The shell every public page shares (docs/product.md §2, §4, §9), at a phone width and a desktop width.

const STUDY_ABROAD = [
  'Why study abroad',
  'University selection',
  'Find a course',
  'How to apply',
  'Scholarships',
  'Entrance test preparation',
  'Visa assistance',
  'Mentorship programme',
  'Parent counselling',
]
const TICKER = [
  'High-school internships',
  'Resume/CV building',
  'Profile building',
  'Writing a letter of recommendation',
  'Writing a statement of purpose',
]

const main = (page: Page) => page.getByRole('navigation', { name: 'Main' })

/** The home page at a phone's width, ready for taps. */
const menuToggle = (page: Page) => page.getByRole('button', { name: /^(Open|Close) menu$/ })

async function homeOnAPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await hydrated(page)
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    const phone = viewport.width <= 900

    const openMenu = async (page: Page) => {
      if (phone) await page.getByRole('button', { name: 'Open menu' }).click()
    }

    test('the header carries the phones, the brand line, the ticker and the navigation', async ({ page }) => {
      await page.goto('/')
      await hydrated(page)
      // The header's own phone links (the home page repeats them in its consultation section).
      await expect(page.getByRole('banner').locator('a[href="tel:+919810000001"]')).toBeVisible()
      await expect(page.getByRole('banner').locator('a[href="tel:+919810000002"]')).toBeVisible()
      await expect(page.getByText('Bridging you to a brighter future', { exact: true }).first()).toBeVisible()
      const ticker = page.getByRole('list', { name: 'What we help with' })
      await expect(ticker.getByRole('listitem')).toHaveText(TICKER)
      // The copy that closes the loop, drawn once scripts run and hidden from screen readers.
      await expect(page.locator('aside[aria-label="Highlights"] ul[aria-hidden="true"] > li')).toHaveText(TICKER)
      await page.getByRole('button', { name: 'Pause the ticker' }).click()
      await expect(page.getByRole('button', { name: 'Play the ticker' })).toHaveAttribute('aria-pressed', 'true')

      await openMenu(page)
      await main(page).getByRole('button', { name: 'Study abroad' }).click()
      const dropdown = main(page).getByRole('link').filter({ hasText: /./ })
      await expect(main(page).locator('[id] ul').first().getByRole('link')).toHaveText(STUDY_ABROAD)
      await expect(main(page).getByRole('link', { name: 'Scholarships', exact: true })).toHaveAttribute(
        'href',
        /#scholarships$/,
      )
      expect(await dropdown.count()).toBeGreaterThanOrEqual(9)
    })

    test('nothing runs past the edge of the page', async ({ page }) => {
      await page.goto('/')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      if (!phone) {
        const box = await page.getByRole('banner').getByRole('button', { name: 'Enquire now' }).boundingBox()
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width)
      }
    })

    test('the footer carries the newsletter, address, four networks, brochure, columns, year and legal links', async ({
      page,
    }) => {
      await page.goto('/about')
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible()
      await expect(footer.locator('address')).toContainText('Noida, Uttar Pradesh 201309')
      const networks = footer.getByRole('list', { name: 'Follow us' }).getByRole('link')
      await expect(networks).toHaveCount(4)
      for (const host of ['facebook.com', 'instagram.com', 'linkedin.com', 'youtube.com'])
        await expect(footer.locator(`a[href*="${host}"]`)).toHaveCount(1)
      const brochure = footer.getByRole('link', { name: /brochure/i })
      await expect(brochure).toHaveAttribute('href', /^\/documents\/.+\.pdf$/)
      expect((await page.request.get((await brochure.getAttribute('href'))!)).headers()['content-type']).toBe(
        'application/pdf',
      )
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
      await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms')
      await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy')
      await expect(page.getByRole('link', { name: /Chat with us/ })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/919810000001/,
      )
    })

    test('the enquiry dialog closes only by its close icon, and returns focus', async ({ page }) => {
      await page.goto('/')
      await hydrated(page)
      await openMenu(page)
      const trigger = page.getByRole('button', { name: 'Enquire now' })
      await trigger.click()
      const dialog = page.getByRole('dialog', { name: 'Enquire now' })
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeVisible()
      await page.mouse.click(5, viewport.height - 5)
      await expect(dialog).toBeVisible()
      for (let i = 0; i < 8; i++) await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toBeHidden()
      if (!phone) await expect(trigger).toBeFocused()
    })

    test('a route change scrolls to the top and closes the dropdown and the menu', async ({ page }) => {
      await page.goto('/about')
      await hydrated(page)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await openMenu(page)
      await main(page).getByRole('button', { name: 'Study abroad' }).click()
      await main(page).getByRole('link', { name: 'How to apply' }).click()
      await expect(page).toHaveURL(/\/study-abroad\/how-to-apply$/)
      await expect(page.getByRole('heading', { level: 1, name: 'How to apply' })).toBeVisible()
      await expect(page.locator('nav[aria-label="Main"] button[aria-controls]')).toHaveAttribute(
        'aria-expanded',
        'false',
      )
      if (phone) await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50)

      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click()
      await expect(page).toHaveURL(/\/privacy$/)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50)
    })

    test('a page’s load asks for no other page; the header’s links prefetch when pointed at and move by the router', async ({
      page,
    }) => {
      const routerFetches: string[] = []
      page.on('request', (request) => {
        if (request.headers()['rsc'] === '1') routerFetches.push(new URL(request.url()).pathname)
      })
      await page.goto('/about')
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      expect(routerFetches).toEqual([])

      const home = page.getByRole('banner').getByRole('link', { name: /, home$/ })
      const prefetched = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/' && request.headers()['next-router-prefetch'] === '1',
      )
      await home.hover()
      await prefetched
      await page.evaluate(() => Object.assign(window, { stillThisWindow: true }))
      await home.click()
      await expect(page).toHaveURL(/\/$/)
      expect(await page.evaluate(() => 'stillThisWindow' in window)).toBe(true)
    })
  })
}

test('at 320 px, a 1280 px window at 400% zoom, the menu button keeps its size and the page does not scroll sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  const box = (await toggle.boundingBox())!
  expect([box.width, box.height]).toEqual([44, 44])
  expect(box.x + box.width).toBeLessThanOrEqual(320)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
})
test('with the text size doubled in the browser, a 1280 px window gets the compact header and no page scrolls sideways', async ({
  page,
}) => {
  // The reader's default font size (Chromium's font settings), which rem sizes follow and em breakpoints measure.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.enable')
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } })
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const path of ['/', '/study-abroad/university-selection', '/blogs', '/contact']) {
    await page.goto(path)
    await hydrated(page)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), path).toBe('32px')
    await expectNoHorizontalOverflow(page, path)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle, path).toBeVisible()
    await expect(main(page).getByRole('link', { name: 'Contact' }), path).toBeHidden()
    // One bar, as on a phone: the desktop links wrapped to four rows and the sticky bar covered a third of the window.
    const bar = (await page.locator('header').boundingBox())!
    expect(bar.height, path).toBeLessThan(800 / 4 + 80)
  }
  await menuToggle(page).click()
  await expect(main(page).getByRole('link', { name: 'Contact' })).toBeVisible()
})

test('on a phone the menu toggle announces its state and the study-abroad sub-menu has a back control', async ({
  page,
}) => {
  await homeOnAPhone(page)
  const toggle = menuToggle(page)
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(toggle).toHaveAccessibleName('Close menu')
  const study = main(page).getByRole('button', { name: 'Study abroad' })
  await study.click()
  await expect(main(page).getByRole('link', { name: 'Why study abroad' })).toBeVisible()
  await main(page).getByRole('button', { name: 'Back' }).click()
  await expect(study).toHaveAttribute('aria-expanded', 'false')
  await expect(main(page).getByRole('link', { name: 'Why study abroad' })).toBeHidden()
  await expect(main(page).getByRole('link', { name: 'Contact' })).toBeVisible()
})

test('on a phone Escape closes the sub-menu, then the menu, and focus returns to the toggle; not under the popup', async ({
  page,
}) => {
  await homeOnAPhone(page)
  const toggle = menuToggle(page)
  await toggle.click()
  const study = main(page).getByRole('button', { name: 'Study abroad' })
  await study.click()
  await page.keyboard.press('Escape')
  await expect(study).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()
  await expect(main(page).getByRole('link', { name: 'Contact' })).toBeHidden()

  // The enquiry popup opened from the menu ignores Escape (docs/product.md §4), and so does the menu behind it.
  await toggle.click()
  await main(page).getByRole('button', { name: 'Enquire now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Enquire now' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(main(page).getByRole('button', { name: 'Enquire now' })).toBeFocused()
})

test('between phone and desktop the header fits the page: the links collapse behind the toggle below 1280 px', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  const toggle = page.getByRole('button', { name: 'Open menu' })
  for (const width of [901, 1024, 1200, 1279]) {
    await resizeTo(page, width)
    await expectNoHorizontalOverflow(page, `${width} px`)
    await expect(toggle, `${width} px`).toBeVisible()
  }
  await toggle.click()
  await expect(main(page).getByRole('link', { name: 'Contact' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Secondary' }).getByRole('link', { name: 'Blogs' })).toBeVisible()
  await resizeTo(page, 1280)
  await expectNoHorizontalOverflow(page, '1280 px')
  await expect(menuToggle(page)).toBeHidden()
})

test('wherever the full navigation shows, its items keep the spec’s order on one line, from 1280 px to 1920 px', async ({
  page,
}) => {
  const items = (page: Page) => [
    main(page).getByRole('button', { name: 'Study abroad' }),
    ...['International school', 'Summer school', 'Research support', 'Study essentials', 'Contact'].map((name) =>
      main(page).getByRole('link', { name, exact: true }),
    ),
    main(page).getByRole('button', { name: 'Enquire now' }),
  ]
  await page.goto('/')
  await hydrated(page)
  // 1280 px is where the full navigation starts (below it, the toggle: the test above).
  for (const width of [1280, 1300, 1340, 1440, 1920]) {
    await resizeTo(page, width)
    await expect(menuToggle(page), `${width} px`).toBeHidden()
    const boxes = await Promise.all(items(page).map(async (item) => (await item.boundingBox())!))
    const middles = boxes.map((box) => box.y + box.height / 2)
    expect(Math.max(...middles) - Math.min(...middles), `${width} px: one line, ${middles.join(', ')}`).toBeLessThan(2)
    const lefts = boxes.map((box) => box.x)
    expect(lefts, `${width} px: in order`).toEqual([...lefts].sort((a, b) => a - b))
    const nav = (await main(page).boundingBox())!
    expect(nav.height, `${width} px: the navigation is one line high`).toBeLessThanOrEqual(
      Math.max(...boxes.map((box) => box.height)) + 1,
    )
    await expectNoHorizontalOverflow(page, `${width} px`)
  }
})

test('on a phone the menu lists the top strip secondary links, and Back returns focus to Study abroad', async ({
  page,
}) => {
  await homeOnAPhone(page)
  await expect(page.getByRole('navigation', { name: 'Secondary' })).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  const more = main(page).getByRole('list', { name: 'More pages' })
  await expect(more.getByRole('link')).toHaveText([
    'About',
    'Our team',
    'Announcements',
    'Blogs',
    'Newsroom',
    'Success stories',
  ])
  const study = main(page).getByRole('button', { name: 'Study abroad' })
  await study.click()
  await expect(more).toBeHidden()
  await main(page).getByRole('button', { name: 'Back' }).click()
  await expect(study).toBeFocused()
  await more.getByRole('link', { name: 'Newsroom' }).click()
  await expect(page).toHaveURL(/\/newsroom$/)
})

test('on a desktop the Study abroad dropdown closes when keyboard focus moves past it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await hydrated(page)
  const study = main(page).getByRole('button', { name: 'Study abroad' })
  await study.focus()
  await page.keyboard.press('Enter')
  await expect(study).toHaveAttribute('aria-expanded', 'true')
  await main(page).getByRole('link', { name: 'Parent counselling' }).focus()
  await page.keyboard.press('Tab')
  await expect(main(page).getByRole('link', { name: 'International school' })).toBeFocused()
  await expect(study).toHaveAttribute('aria-expanded', 'false')
  await expect(main(page).getByRole('link', { name: 'Why study abroad' })).toBeHidden()
})

test('an unknown address is the not-found page under its own title, and /thankyou has the site name in its title', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page/at-all')
  expect(response!.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! page not found')
  await expect(page).toHaveTitle('Page not found')
  await page.goto('/thankyou')
  await expect(page).toHaveTitle('Thank you | Brighter Bridge Education')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /counsellor will contact you/)
})

test('the loading bar is #553CDF, 2 px high, and starts at 30 %', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  // The next page is held back long enough for the bar to be read on a slow machine too.
  await page.route('**/about**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    await route.continue()
  })
  await page.getByRole('navigation', { name: 'Secondary' }).getByRole('link', { name: 'About' }).click()
  const bar = page.locator('#nprogress .bar')
  await expect(bar).toBeAttached()
  // A decoration: hidden from assistive technology, so its library's made-up role="bar" reaches no one.
  await expect(bar).toHaveAttribute('aria-hidden', 'true')
  const style = await bar.evaluate((element) => {
    const css = getComputedStyle(element)
    return {
      background: css.backgroundColor,
      height: css.height,
      shadow: getComputedStyle(element.querySelector('.peg') ?? element).boxShadow,
    }
  })
  expect(style.background).toBe('rgb(85, 60, 223)')
  expect(style.height).toBe('2px')
  expect(style.shadow).toBe('none')
  // The bar slides in from the left over its 100 ms transition, then stands at 30 % while the page loads.
  const progress = () =>
    bar.evaluate((element) => {
      const { m41 } = new DOMMatrix(getComputedStyle(element).transform)
      return (m41 + window.innerWidth) / window.innerWidth
    })
  await expect.poll(progress, { timeout: 2_500 }).toBeGreaterThanOrEqual(0.3)
  await expect(page).toHaveURL(/\/about$/)
  await expect(bar).not.toBeAttached()
})

test('unknown routes and /404 answer 404 with the not-found page', async ({ page }) => {
  for (const path of ['/404', '/no/such/page']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! page not found' })).toBeVisible()
    await expect(page.getByText('Looks like you followed a bad link.')).toBeVisible()
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page).toHaveURL(/\/$/)
  }
})

// docs/decisions/0116: the not-found page is in the server's HTML, so it shows before any script runs, or without one.
test('without JavaScript, every kind of address naming nothing shows the not-found page inside the site frame', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of ['/no/such/page', '/blogs/no-such-blog', '/newsroom/no-such-news', '/blogs?page=999']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! page not found' }), path).toBeVisible()
    await expect(page, path).toHaveTitle('Page not found')
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Brighter Bridge Education, home' }),
      path,
    ).toBeVisible()
    await expect(page.getByRole('contentinfo'), path).toBeVisible()
  }
  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  await context.close()
})

test('without JavaScript the navigation still leads everywhere: listed in the page on a phone, the dropdown opened by focus or pointer on a desktop', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto('/')
  // No toggle that would do nothing, and no 'Enquire now' popup that could not open: every link is in view.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
  await expect(main(page).getByRole('button', { name: 'Enquire now' })).toBeHidden()
  for (const name of ['Why study abroad', 'Parent counselling', 'International school', 'Contact', 'Blogs']) {
    await expect(main(page).getByRole('link', { name, exact: true }), name).toBeVisible()
  }
  // The listed menu scrolls away with the page instead of covering it.
  await page.mouse.wheel(0, 2000)
  await expect.poll(async () => (await page.getByRole('banner').boundingBox())!.y).toBeLessThan(-100)
  await main(page).getByRole('link', { name: 'Why study abroad' }).click()
  await expect(page).toHaveURL(/\/study-abroad\/why-study-abroad$/)

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const firstChoice = main(page).getByRole('link', { name: 'Why study abroad' })
  await expect(firstChoice).toBeHidden()
  await main(page).getByRole('button', { name: 'Study abroad' }).focus()
  await expect(firstChoice).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(firstChoice).toBeFocused()
  await page.mouse.move(1, 400)
  await main(page).getByRole('link', { name: 'Contact' }).focus()
  await expect(firstChoice).toBeHidden()
  await main(page).getByRole('button', { name: 'Study abroad' }).hover()
  await expect(firstChoice).toBeVisible()
  await context.close()
})

// docs/decisions/0124: a control that would do nothing without a script is not offered without one.
test('without JavaScript no page offers a button that needs a script; the ticker stands still and a carousel scrolls', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  for (const route of await siteRoutes(request)) {
    await page.goto(route)
    // Enabled buttons outside the forms; 'Study abroad' opens its list by focus, and on a phone heads it.
    const offered = await page.locator('button:visible').evaluateAll((buttons) =>
      buttons
        .filter((button) => !button.closest('form') && !(button as HTMLButtonElement).disabled)
        .filter((button) => button.getAttribute('aria-disabled') !== 'true' && !button.hasAttribute('aria-current'))
        .map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim()),
    )
    expect(
      offered.filter((name) => name !== 'Study abroad'),
      route,
    ).toEqual([])
  }
  await page.goto('/')
  const ticker = page.getByRole('list', { name: 'What we help with' })
  expect(await ticker.evaluate((list) => getComputedStyle(list).animationName)).toBe('none')
  // Standing still, it needs no second copy to close its loop, and the HTML carries none.
  await expect(page.locator('aside[aria-label="Highlights"] ul')).toHaveCount(1)
  // Every item shown, wrapped: none is clipped off the side.
  await ticker.scrollIntoViewIfNeeded()
  for (const item of TICKER) await expect(ticker.getByText(item, { exact: true })).toBeInViewport({ ratio: 1 })
  const carousel = page.getByRole('region', { name: 'Trending articles' })
  const viewport = carousel.locator('.swiper')
  expect(await viewport.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto')
  expect(await viewport.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
  await context.close()
})

test('the thank-you page says it was sent, and Go back returns one step', async ({ page }) => {
  await page.goto('/contact')
  await page.goto('/thankyou')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Successfully submitted' })).toBeVisible()
  await expect(page.getByText('A counsellor will contact you shortly.')).toBeVisible()
  await page.getByRole('button', { name: 'Go back' }).click()
  await expect(page).toHaveURL(/\/contact$/)
})

test('the header works from the keyboard', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  const study = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Study abroad' })
  await study.focus()
  await page.keyboard.press('Enter')
  await expect(study).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Why study abroad' }),
  ).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(study).toHaveAttribute('aria-expanded', 'false')
  await expect(study).toBeFocused()
})

test('every page preloads the Latin Inter file, so text does not wait for the stylesheets to find it', async ({
  request,
}) => {
  for (const path of ['/', '/blogs', '/contact']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } })
    const preloads = (response.headers()['link'] ?? '').split(/,\s*(?=<)/)
    const fonts = preloads.filter((link) => /rel=preload/.test(link) && /as="font"/.test(link))
    expect(fonts, path).toHaveLength(1)
    expect(fonts[0]).toMatch(/^<\/_next\/static\/media\/inter_latin_wght_400_900[^>]*\.woff2>/)
    expect(fonts[0]).toMatch(/type="font\/woff2"/)
  }
})

test('the body is kept out of layout only until the stylesheet arrives or the page is read to its end', async ({
  page,
}) => {
  const body = () =>
    page.evaluate(() => ({
      contentVisibility: getComputedStyle(document.body).contentVisibility,
      headingShown: document.querySelector('h1')?.checkVisibility() ?? false,
    }))
  await page.goto('/contact')
  expect(await body()).toEqual({ contentVisibility: 'visible', headingShown: true })

  // A stylesheet that fails: the body is shown once the page has been read to its end, its marker last in the body.
  await page.route('**/*.css', (route) => route.abort())
  await page.goto('/contact')
  expect(await body()).toEqual({ contentVisibility: 'visible', headingShown: true })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Until the marker is in the body, its content is out of layout.
  const marker = page.locator('body > template[data-page-end]')
  await expect(marker).toHaveCount(1)
  await marker.evaluate((element) => element.remove())
  expect(await body()).toEqual({ contentVisibility: 'hidden', headingShown: false })
})

test('SEO: titles, canonical URLs, sharing cards, JSON-LD, robots.txt and sitemap.xml', async ({ page, request }) => {
  await page.goto('/about')
  await expect(page).toHaveTitle('About us | Brighter Bridge Education')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/share-image$/)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)

  await page.goto('/')
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
  expect(jsonLd).toMatchObject({ '@type': 'EducationalOrganization', name: 'Brighter Bridge Education' })

  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain('Disallow: /cms-api')
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/about', '/contact', '/study-abroad/how-to-apply', '/research-support'])
    expect(sitemap).toContain(`${path}</loc>`)
  const og = await request.get('/share-image')
  expect(og.headers()['content-type']).toBe('image/png')
})

test('in Windows high contrast the form buttons and fields keep an edge, and focus shows as an outline', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await page.goto('/contact')
  const form = page.locator('form[aria-label="Send us a message"]')
  const submit = form.getByRole('button', { name: 'Submit' })
  const newsletter = page.getByRole('form', { name: 'Newsletter' })
  for (const control of [submit, newsletter.getByRole('textbox')]) {
    expect(await control.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid')
  }
  await submit.focus()
  expect(await submit.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid')
})

test('the icons are drawn from the sprite in the page: the phone in the top strip and the WhatsApp mark have their shapes, and no sheet is fetched', async ({
  page,
}) => {
  const svgRequests: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.endsWith('.svg')) svgRequests.push(pathname)
  })
  await page.goto('/')
  await page.waitForLoadState('load')
  // A <use> whose symbol is in the page has the symbol's shapes as its box; one that is not has none.
  const drawnWidth = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((use) => (use as SVGUseElement).getBBox().width)
  expect(await drawnWidth('use[href="#Phone"]')).toBeGreaterThan(0)
  expect(await drawnWidth('use[href="#brand-whatsapp"]')).toBeGreaterThan(0)
  const symbolIds = await page
    .locator('body > svg[aria-hidden="true"] > symbol')
    .evaluateAll((all) => all.map((s) => s.id))
  expect(symbolIds).toContain('Phone')
  expect(new Set(symbolIds).size).toBe(symbolIds.length)
  // The only picture in SVG the page asks for is its favicon.
  const favicons = await page
    .locator('link[rel~="icon"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
  expect(svgRequests.filter((path) => !favicons.includes(path))).toEqual([])
})
