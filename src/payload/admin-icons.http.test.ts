import { type APIResponse, expect, test } from '@playwright/test'
import sharp from 'sharp'

import { BRAND_COLOUR } from '../brand/brand-mark-shapes'
import { BRAND_ICONS } from '../brand/icon-paths'
import { ADMIN_PATH } from '../config/cms-paths'

// The admin's tab and a phone's home screen show the consultancy's mark, not Payload's (docs/decisions/0160).

const iconLinks = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="([^"]*icon[^"]*)"[^>]*>/g)].map(([tag, rel]) => ({
    rel,
    href: /\bhref="([^"]+)"/.exec(tag)?.[1],
  }))

/** A PNG answer's size and the colour of its pixel at (x, y), as #RRGGBBAA in capitals. */
async function pngPixels(response: APIResponse) {
  const { data, info } = await sharp(await response.body())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const colourAt = (x: number, y: number) => {
    const at = (y * info.width + x) * 4
    return `#${[...data.subarray(at, at + 4)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`.toUpperCase()
  }
  return { width: info.width, height: info.height, colourAt }
}

test('the admin’s pages and the public ones link the consultancy’s favicon as a PNG, and each icon answers as an image', async ({
  request,
}) => {
  const page = await request.get(`${ADMIN_PATH}/login`)
  expect(page.status()).toBe(200)
  const html = await page.text()
  expect(iconLinks(html)).toEqual([
    { rel: 'icon', href: BRAND_ICONS.favicon },
    { rel: 'apple-touch-icon', href: BRAND_ICONS.touch },
  ])
  expect(html).not.toContain('payload-favicon')

  // The public pages link the same favicon, and no SVG icon: a page decodes its favicon while it loads, and an SVG
  // one costs it a document of its own (docs/decisions/0215).
  const home = iconLinks(await (await request.get('/')).text())
  expect(home).toEqual([{ rel: 'icon', href: BRAND_ICONS.favicon }])

  const favicon = await request.get(BRAND_ICONS.favicon)
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toBe('image/png')
  const drawn = await pngPixels(favicon)
  expect([drawn.width, drawn.height]).toEqual([BRAND_ICONS.faviconSize, BRAND_ICONS.faviconSize])
  // The tile's rounded corner leaves the square's corner transparent; inside the corner's curve it is the mark's colour.
  expect(drawn.colourAt(0, 0).slice(-2)).toBe('00')
  const inside = Math.round(BRAND_ICONS.faviconSize * 0.2)
  expect(drawn.colourAt(inside, inside)).toBe(`${BRAND_COLOUR}FF`)

  // The mark as SVG stays at its address for the structured data's logo.
  const logo = await request.get(BRAND_ICONS.logo)
  expect(logo.status()).toBe(200)
  expect(logo.headers()['content-type']).toMatch(/^image\/svg\+xml/)
  expect(await logo.text()).toContain(`fill="${BRAND_COLOUR}"`)

  const touch = await request.get(BRAND_ICONS.touch)
  expect(touch.status()).toBe(200)
  expect(touch.headers()['content-type']).toBe('image/png')
  const drawnTouch = await pngPixels(touch)
  expect([drawnTouch.width, drawnTouch.height]).toEqual([180, 180])
  // A full square of the mark's colour: a phone rounds the corners itself, and would fill a transparent one black.
  expect(drawnTouch.colourAt(0, 0)).toBe(`${BRAND_COLOUR}FF`)
})
