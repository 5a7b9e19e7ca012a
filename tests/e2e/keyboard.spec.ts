import { expect, test } from '@playwright/test'

import { LOGO_CAROUSEL } from '../../src/sections/home/carousel-settings'
import { CAROUSEL_LABELS } from '../../src/sections/home/home-copy'
import { hydrated } from '../support/hydrated'

// docs/product.md §19: the keyboard works everywhere. These walk the paths a keyboard user takes
// that the page-by-page tests do not: the enquiry popup opened and left by keys alone, the blog category
// tabs and pagination, and a carousel's pause control. (The header, dropdown, accordion and carousel
// slides are walked in site-shell, company-pages and home.)

test('the enquiry popup opens from the keyboard, keeps focus inside both ways, and returns it on close', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  const trigger = page.getByRole('button', { name: 'Enquire now' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Enquire now' })
  await expect(dialog).toBeVisible()
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement))
  expect(await inside()).toBe(true)
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab')
    expect(await inside()).toBe(true)
  }
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await inside()).toBe(true)
  }
  const close = dialog.getByRole('button', { name: 'Close' })
  for (let i = 0; i < 30 && !(await close.evaluate((element) => element === document.activeElement)); i++) {
    await page.keyboard.press('Tab')
  }
  await expect(close).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
})

test('blog category tabs and pagination work from the keyboard', async ({ page }) => {
  await page.goto('/blogs')
  await hydrated(page)
  const tabs = page.getByRole('navigation', { name: 'Blog categories' })
  const second = tabs.getByRole('link').first()
  const name = (await second.textContent())!.trim()
  await second.focus()
  await page.keyboard.press('Enter')
  await expect(tabs.getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'true')
  await expect(page).toHaveURL(/category=/)

  await page.goto('/blogs')
  await hydrated(page)
  const pages = page.getByRole('navigation', { name: 'Blog pages' })
  const pageTwo = pages.locator('[aria-label="Page 2"]')
  await pageTwo.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/page=2/)
  await expect(pages.locator('[aria-label="Page 2"]')).toHaveAttribute('aria-current', 'page')
})

test('a carousel pauses and plays again from the keyboard', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const logos = page.locator(`[aria-roledescription="carousel"][aria-label="${CAROUSEL_LABELS.logos}"]`)
  await logos.scrollIntoViewIfNeeded()
  await expect(logos).toHaveAttribute('data-ready', 'true')
  const pause = logos.getByRole('button', { name: 'Pause the carousel' })
  await pause.focus()
  await page.keyboard.press('Enter')
  const play = logos.getByRole('button', { name: 'Play the carousel' })
  await expect(play).toBeFocused()
  const active = await logos.locator('.swiper-slide-active').getAttribute('data-index')
  await page.waitForTimeout(LOGO_CAROUSEL.autoplayDelay! * 3)
  expect(await logos.locator('.swiper-slide-active').getAttribute('data-index')).toBe(active)
  await page.keyboard.press('Space')
  await expect(logos.getByRole('button', { name: 'Pause the carousel' })).toBeFocused()
})
