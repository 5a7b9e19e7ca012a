import { expect, test, type Locator, type Page } from '@playwright/test'

import { announcements } from '../../src/seed/content/announcements'
import { blogs } from '../../src/seed/content/blogs'
import { siteSettings } from '../../src/seed/content/site-settings'
import { testimonials } from '../../src/seed/content/testimonials'
import { universityLogos } from '../../src/seed/content/university-logos'
import {
  LOGO_CAROUSEL,
  SUCCESS_STORIES_CAROUSEL,
  TRENDING_BLOGS_CAROUSEL,
} from '../../src/sections/home/carousel-settings'
import { SIDE_BY_SIDE } from '../../src/sections/home/banner-layout'
import { CORE_SERVICES, CORE_SERVICES_TITLE } from '../../src/sections/home/core-services'
import {
  CAROUSEL_LABELS,
  CONSULTATION,
  LOGOS_TITLE,
  SUCCESS_STORIES_TITLE,
  TRENDING_BLOGS_TITLE,
} from '../../src/sections/home/home-copy'
import { HOME_HIRING_HERO, HOME_STORY } from '../../src/seed/content/company-pages/home'
import { expectNoAxeViolations } from '../support/axe'
import { srcsetWidths, renditionOf } from '../support/image-address'

// The home page of docs/product.md §2, §4, §8 and §9, against the seeded demo content.

const byDateDesc = <T extends { date: string }>(items: T[]) => [...items].sort((a, b) => b.date.localeCompare(a.date))
const latestAnnouncements = byDateDesc(announcements).slice(0, 2)
const successStories = testimonials.filter((item) => item.successStory).sort((a, b) => a.order - b.order)
const trending = byDateDesc(blogs.filter((blog) => blog.trending))

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const carousel = (page: Page, name: string) => page.locator(`[aria-roledescription="carousel"][aria-label="${name}"]`)
const visibleSlides = (scope: Locator) => scope.locator('.swiper-slide-visible')

/** Slide width by Swiper's formula for a viewport width and a layout. */
const slideWidth = (viewportWidth: number, perView: number, gap: number) =>
  (viewportWidth - (perView - 1) * gap) / perView

async function settle(scope: Locator) {
  await expect(scope).toHaveAttribute('data-ready', 'true')
}

test('the server HTML holds every section of docs/product.md §2 in order, and no placeholder', async ({ request }) => {
  const body = await (await request.get('/')).text()
  const marks = [
    siteSettings.tagline,
    'Get free consultation',
    latestAnnouncements[0]!.title,
    latestAnnouncements[1]!.title,
    HOME_HIRING_HERO.hiring.cta,
    LOGOS_TITLE,
    HOME_STORY.title,
    CORE_SERVICES_TITLE,
    SUCCESS_STORIES_TITLE,
    TRENDING_BLOGS_TITLE,
    CONSULTATION.title,
  ].map(html)
  const positions = marks.map((mark) => body.indexOf(mark))
  for (const [index, position] of positions.entries()) expect(position, marks[index]).toBeGreaterThan(-1)
  expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  for (const story of successStories) expect(body).toContain(html(story.name))
  for (const blog of trending) expect(body).toContain(html(blog.title))
  expect(body).not.toContain('data-skeleton')
  expect(body).toContain('EducationalOrganization')
})

test('the banner offers a free consultation and the messaging app', async ({ page }) => {
  await page.goto('/')
  const banner = page.locator('section[aria-labelledby="home-title"]')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteSettings.tagline)
  await expect(banner.getByRole('link', { name: 'Get free consultation' })).toHaveAttribute('href', '/contact')
  await expect(banner.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${siteSettings.chatNumber.replace(/\D/g, '')}`),
  )
})

test('the announcements strip shows the two latest, each with Learn more to /contact', async ({ page }) => {
  await page.goto('/')
  const strip = region(page, 'Latest announcements')
  const items = strip.getByRole('listitem')
  await expect(items).toHaveCount(2)
  for (const [index, announcement] of latestAnnouncements.entries()) {
    await expect(items.nth(index)).toContainText(announcement.title)
    await expect(items.nth(index).locator('time')).toHaveAttribute('datetime', announcement.date)
    await expect(items.nth(index).getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/contact')
  }
  await expect(strip.getByRole('link', { name: 'All announcements' })).toHaveAttribute('href', '/announcements')
})

test('the hiring banner image links to the job description PDF', async ({ page }) => {
  await page.goto('/')
  const link = page.getByRole('link', { name: /job description/i })
  await expect(link.locator('img')).toBeVisible()
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/documents\/.+\.pdf$/)
  const response = await page.request.get(href!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
})

test('the story section leads to /about and /team, and the nine core services to their pages', async ({ page }) => {
  await page.goto('/')
  const story = page.locator('section[aria-labelledby="home-story"]')
  await expect(story.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about')
  await expect(story.getByRole('link', { name: 'Meet our team' })).toHaveAttribute('href', '/team')

  const services = region(page, CORE_SERVICES_TITLE).getByRole('listitem')
  await expect(services).toHaveCount(9)
  for (const [index, service] of CORE_SERVICES.entries()) {
    const link = services.nth(index).getByRole('link', { name: service.title, exact: true })
    await expect(link).toHaveAttribute('href', service.path)
    await expect(services.nth(index)).toContainText(service.desc)
  }
  await services.nth(0).getByRole('link').click()
  await expect(page).toHaveURL(/\/study-abroad\/university-selection$/)
})

test('every image is sized, served by the image pipeline in widths up to 1920 px, and the banner image is preloaded', async ({
  page,
}) => {
  await page.goto('/')
  const images = page.locator('main img')
  expect(await images.count()).toBeGreaterThan(universityLogos.length)
  for (const image of await images.all()) {
    const src = await image.getAttribute('src')
    expect(renditionOf(src!), src!).not.toBeNull()
    // Renditions stop at 1920 px (docs/decisions/0031): the art is never wider, so a larger one only adds bytes.
    const widths = srcsetWidths((await image.getAttribute('srcset')) ?? '')
    expect(widths.length).toBeGreaterThan(0)
    expect(Math.max(...widths)).toBeLessThanOrEqual(1920)
    const fill = (await image.getAttribute('data-nimg')) === 'fill'
    if (!fill) {
      expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0)
      expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0)
    }
  }
  // A logo is never wider than 150 px: one file for screens of one device pixel per CSS pixel, one for two.
  const logo = page.locator('section[aria-labelledby="home-logos"] img').first()
  expect(await logo.getAttribute('srcset')).toMatch(/^\S+ 1x, \S+ 2x$/)
  const hero = page.locator('section[aria-labelledby="home-title"] img')
  await expect(hero).not.toHaveAttribute('loading', 'lazy')
  // The server HTML names the banner in a preload at high priority where it sits beside the headline (from 901 px),
  // so the browser fetches it while the stylesheets load; the <img> itself leaves its priority to the browser.
  const preload = page.locator('head link[rel="preload"][as="image"]')
  await expect(preload).toHaveCount(1)
  await expect(preload).toHaveAttribute('imagesrcset', (await hero.getAttribute('srcset'))!)
  await expect(preload).toHaveAttribute('fetchpriority', 'high')
  await expect(preload).toHaveAttribute('media', SIDE_BY_SIDE)
  expect(await hero.getAttribute('fetchpriority')).toBeNull()
  expect(await page.evaluate((query) => matchMedia(query).matches, SIDE_BY_SIDE)).toBe(true)
  const wide = (await hero.boundingBox())!
  expect(wide.y + wide.height / 2, 'beside the headline, in the first screen').toBeLessThan(800)
  // On a phone the banner comes after the text, below the first screen: nothing preloads it there.
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate((query) => matchMedia(query).matches, SIDE_BY_SIDE)).toBe(false)
  expect((await hero.boundingBox())!.y, 'below a phone’s first screen').toBeGreaterThanOrEqual(844)
  // Art the build bundles has the shortest address of its folder: /img/<width>/m/<file>.
  expect(renditionOf((await hero.getAttribute('src'))!)!.path).toMatch(/^\/_next\/static\/media\/[^/]+$/)
  expect(await hero.getAttribute('src')).toMatch(/^\/img\/\d+\/m\/[^/]+$/)
  const response = await page.request.get((await hero.getAttribute('src'))!, {
    headers: { accept: 'image/avif,image/webp,*/*' },
  })
  expect(response.headers()['content-type']).toMatch(/image\/(avif|webp)/)
})

for (const viewport of [
  { width: 390, logos: 4, stories: 1, trending: 1 },
  { width: 560, logos: 3, stories: 1, trending: 1 },
  { width: 1280, logos: 8, stories: 1.2, trending: 3 },
]) {
  test(`at ${viewport.width} px the carousels show §9's slides per view`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: 900 })
    await page.goto('/')
    for (const [name, perView, settings] of [
      [CAROUSEL_LABELS.logos, viewport.logos, LOGO_CAROUSEL],
      [CAROUSEL_LABELS.successStories, viewport.stories, SUCCESS_STORIES_CAROUSEL],
      [CAROUSEL_LABELS.trendingBlogs, viewport.trending, TRENDING_BLOGS_CAROUSEL],
    ] as const) {
      const scope = carousel(page, name)
      await scope.scrollIntoViewIfNeeded()
      await settle(scope)
      const frame = await scope.locator('.swiper').evaluate((element) => {
        const style = getComputedStyle(element)
        return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      })
      const slide = (await scope.locator('.swiper-slide').first().boundingBox())!
      expect(slide.width, name).toBeCloseTo(slideWidth(frame, perView, settings.spaceBetween ?? 0), 0)
      expect(await visibleSlides(scope).count(), name).toBeGreaterThanOrEqual(Math.floor(perView))
    }
  })
}

test('the logo carousel autoplays every second at speed 800, loops, and pauses on request', async ({ page }) => {
  await page.goto('/')
  const logos = carousel(page, CAROUSEL_LABELS.logos)
  await logos.scrollIntoViewIfNeeded()
  await settle(logos)
  await expect(logos.locator('.swiper-slide')).toHaveCount(universityLogos.length)
  const wrapper = logos.locator('.swiper-wrapper')
  const first = await logos.locator('.swiper-slide-active').getAttribute('data-index')
  await expect
    .poll(() => logos.locator('.swiper-slide-active').getAttribute('data-index'), { timeout: 5000 })
    .not.toBe(first)
  await expect
    .poll(() => wrapper.evaluate((element) => element.style.transitionDuration))
    .toBe(`${LOGO_CAROUSEL.speed}ms`)

  await page.mouse.move(0, 0)
  await logos.getByRole('button', { name: 'Pause the carousel' }).click()
  await expect(logos.getByRole('button', { name: 'Play the carousel' })).toBeVisible()
  await page.waitForTimeout(LOGO_CAROUSEL.speed! + 100)
  const paused = await logos.locator('.swiper-slide-active').getAttribute('data-index')
  await page.waitForTimeout(LOGO_CAROUSEL.autoplayDelay! * 2.5)
  expect(await logos.locator('.swiper-slide-active').getAttribute('data-index')).toBe(paused)

  // Looping: previous from the first slide goes round to the end, never disabled.
  await expect(logos.getByRole('button', { name: 'Previous slide' })).toBeEnabled()
  await expect(logos.getByRole('button', { name: 'Next slide' })).toBeEnabled()
})

test.describe('with reduced motion', () => {
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' })
  test('the ticker stands still, every item shown on the band, with no pause button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const ticker = page.getByRole('list', { name: 'What we help with' })
    expect(await ticker.evaluate((list) => getComputedStyle(list).animationName)).toBe('none')
    for (const item of await ticker.getByRole('listitem').all()) await expect(item).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('button', { name: 'Pause the ticker' })).toBeHidden()
  })

  test('the logo carousel does not autoplay and offers to play', async ({ page }) => {
    await page.goto('/')
    const logos = carousel(page, CAROUSEL_LABELS.logos)
    await logos.scrollIntoViewIfNeeded()
    await settle(logos)
    await expect(logos.getByRole('button', { name: 'Play the carousel' })).toBeVisible()
    const first = await logos.locator('.swiper-slide-active').getAttribute('data-index')
    await page.waitForTimeout(LOGO_CAROUSEL.autoplayDelay! * 3)
    expect(await logos.locator('.swiper-slide-active').getAttribute('data-index')).toBe(first)
  })
})

test('success stories: previous and next at speed 1200, Read More only on overflow, video only on a click', async ({
  page,
}) => {
  const outside: string[] = []
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    outside.push(route.request().url())
    return route.abort()
  })
  await page.goto('/')
  const stories = carousel(page, CAROUSEL_LABELS.successStories)
  await stories.scrollIntoViewIfNeeded()
  await settle(stories)
  await expect(stories.locator('.swiper-slide')).toHaveCount(successStories.length)
  const previous = stories.getByRole('button', { name: 'Previous slide' })
  const next = stories.getByRole('button', { name: 'Next slide' })
  await expect(previous).toBeDisabled()
  await expect(stories.getByRole('button', { name: /^(Pause|Play) the carousel$/ })).toHaveCount(0)
  await next.click()
  await expect(stories.locator('.swiper-wrapper')).toHaveAttribute(
    'style',
    new RegExp(`transition-duration: ${SUCCESS_STORIES_CAROUSEL.speed}ms`),
  )
  await expect(stories.locator('.swiper-slide-active')).toHaveAttribute('data-index', '1')
  await expect(previous).toBeEnabled()
  await previous.click()
  await expect(stories.locator('.swiper-slide-active')).toHaveAttribute('data-index', '0')

  // The first story (a long message) is clamped: Read More expands it and disappears.
  const firstCard = stories.locator('.swiper-slide').first()
  const message = firstCard.locator('blockquote')
  const clampedHeight = (await message.boundingBox())!.height
  await firstCard.getByRole('button', { name: 'Read More' }).click()
  await expect(firstCard.getByRole('button', { name: 'Read More' })).toHaveCount(0)
  expect((await message.boundingBox())!.height).toBeGreaterThan(clampedHeight)
  await expect(message).toHaveText(successStories[0]!.message)

  // A video story: a local poster, nothing from outside until the click, then the privacy-enhanced player.
  const videoIndex = successStories.findIndex((story) => !story.image)
  const videoStory = successStories[videoIndex]!
  const slide = stories.locator(`.swiper-slide[data-index="${videoIndex}"]`)
  await expect(slide.locator('iframe')).toHaveCount(0)
  await expect(slide.locator('img')).toHaveCount(0)
  expect(outside).toEqual([])
  await next.click()
  await slide.getByRole('button', { name: `Play ${videoStory.name}’s video` }).click()
  const frame = slide.locator('iframe')
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/)
  await expect.poll(() => outside.some((url) => url.includes('youtube-nocookie.com/embed/'))).toBe(true)
})

test('trending blogs link to their pages', async ({ page }) => {
  await page.goto('/')
  const scope = carousel(page, CAROUSEL_LABELS.trendingBlogs)
  const links = scope.locator('.swiper-slide h3 a')
  await expect(links).toHaveCount(trending.length)
  for (const [index, blog] of trending.entries()) {
    await expect(links.nth(index)).toHaveText(blog.title)
    await expect(links.nth(index)).toHaveAttribute('href', /^\/blogs\/[a-z0-9-]+$/)
  }
  await links.first().click()
  await expect(page).toHaveURL(/\/blogs\/[a-z0-9-]+$/)
})

test('carousels work from the keyboard: focus in an off-screen slide brings it into view', async ({ page }) => {
  await page.goto('/')
  const scope = carousel(page, CAROUSEL_LABELS.trendingBlogs)
  await scope.scrollIntoViewIfNeeded()
  await settle(scope)
  const perView = TRENDING_BLOGS_CAROUSEL.breakpoints![640]!.slidesPerView
  expect(trending.length).toBeGreaterThan(perView)
  const hidden = scope.locator(`.swiper-slide[data-index="${perView}"]`)
  await expect(hidden).not.toHaveClass(/swiper-slide-visible/)
  await scope.locator(`.swiper-slide[data-index="${perView - 1}"] h3 a`).focus()
  await page.keyboard.press('Tab')
  await expect(hidden.locator('h3 a')).toBeFocused()
  await expect(hidden).toHaveClass(/swiper-slide-visible/)

  // Previous and next are buttons: Enter moves the carousel.
  const previous = scope.getByRole('button', { name: 'Previous slide' })
  await previous.focus()
  const before = await scope.locator('.swiper-slide-active').getAttribute('data-index')
  await page.keyboard.press('Enter')
  await expect(scope.locator('.swiper-slide-active')).not.toHaveAttribute('data-index', before!)
})

test('a success story shown only in part slides into view when keyboard focus enters it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const scope = carousel(page, CAROUSEL_LABELS.successStories)
  await scope.scrollIntoViewIfNeeded()
  await settle(scope)
  const active = Number(await scope.locator('.swiper-slide-active').getAttribute('data-index'))
  // At 1.2 slides per view the next slide shows its first fifth: the carousel marks it visible, its far end is not.
  const next = scope.locator(`.swiper-slide[data-index="${active + 1}"]`)
  await expect(next).toHaveClass(/swiper-slide-visible/)
  const farEnd = next.locator('a, button').last()
  await farEnd.focus()
  await expect(farEnd).toBeFocused()
  await expect(async () => {
    const box = (await farEnd.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(1280)
  }).toPass()
})

test('the consultation section has its anchor and holds the free-consultation form', async ({ page }) => {
  await page.goto(`/#${CONSULTATION.id}`)
  const section = page.locator(`#${CONSULTATION.id}`)
  await expect(section.getByRole('heading', { name: CONSULTATION.title })).toBeVisible()
  const form = section.getByRole('form', { name: 'Book a free consultation' })
  await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible()
  await expect(form.getByRole('checkbox')).toHaveCount(1)
})

test('bands below the first screen are rendered as they near it, and a link to one shows it at once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const heading = page.getByRole('heading', { name: CONSULTATION.title })
  // In the page and its accessibility tree from the start, but not laid out or painted while the page loads.
  await expect(heading).toHaveCount(1)
  const rendered = () => heading.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))
  expect(await rendered()).toBe(false)
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  // A checker reading the page before any band is rendered (Lighthouse's axe) finds each band's colours, not those of
  // what its content overlaps while the band keeps its guessed height.
  await expectNoAxeViolations(page, 'home page before scrolling')
  expect(await rendered()).toBe(false)
  await heading.scrollIntoViewIfNeeded()
  await expect.poll(rendered).toBe(true)
  // The bands it passed on the way are laid out as they near the screen, each taking its real height in place of its
  // placeholder's, which can move the heading on: scroll to it again, as a reader would, until it stays.
  await expect(async () => {
    await heading.scrollIntoViewIfNeeded()
    await expect(heading).toBeInViewport({ timeout: 1000 })
  }).toPass({ timeout: 10_000 })

  await page.goto(`/#${CONSULTATION.id}`)
  await expect(heading).toBeInViewport()
  await expect.poll(rendered).toBe(true)
})
