import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Image } from './image'
import { IMAGE_ADDRESS_PREFIX, pictureOf, shortImageAddress } from './image-address'

const PICTURES = [
  // An upload, bundled art, and the service pages' art, which keeps its whole path.
  ['/images/team-asha.jpg', '/img/640/team-asha.jpg'],
  ['/_next/static/media/hero-graduation.3m04nncppsgnj.webp', '/img/640/m/hero-graduation.3m04nncppsgnj.webp'],
  ['/page-art/study-abroad/compass.png', '/img/640/page-art/study-abroad/compass.png'],
] as const

describe('short image addresses', () => {
  it('name a rendition by its width and the picture, uploads and bundled art the shortest', () => {
    for (const [src, address] of PICTURES) expect(shortImageAddress({ src, width: 640 })).toBe(address)
  })

  it('read back to the picture they name (what next.config.ts rewrites them to; tests/e2e/blogs.spec.ts asks)', () => {
    for (const [src, address] of PICTURES)
      expect(pictureOf(address.slice(`${IMAGE_ADDRESS_PREFIX}/640`.length))).toBe(src)
  })

  it('are what a picture’s srcset and src name, each width once, and SVG keeps its own address', () => {
    const html = renderToStaticMarkup(
      createElement(Image, { src: '/images/team-asha.jpg', alt: 'Asha', width: 400, height: 300, sizes: '400px' }),
    )
    const srcset = /srcSet="([^"]+)"/i.exec(html)![1]!
    const entries = srcset.split(', ')
    expect(entries.length).toBeGreaterThan(2)
    for (const entry of entries) expect(entry).toMatch(/^\/img\/(\d+)\/team-asha\.jpg \1w$/)
    expect(html).toMatch(/src="\/img\/\d+\/team-asha\.jpg"/)
    expect(html).not.toContain('/_next/image')

    const svg = renderToStaticMarkup(
      createElement(Image, { src: '/images/logo.svg', alt: 'Logo', width: 150, height: 75 }),
    )
    expect(svg).not.toContain(IMAGE_ADDRESS_PREFIX)
  })
})
