import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Image } from './image'
import { IMAGE_ADDRESS_PREFIX, shortImageAddress } from './image-address'

describe('short image addresses', () => {
  it('name a rendition by its width and the picture’s path', () => {
    expect(shortImageAddress({ src: '/images/team-asha.jpg', width: 640 })).toBe(
      `${IMAGE_ADDRESS_PREFIX}/640/images/team-asha.jpg`,
    )
  })

  it('are what a picture’s srcset and src name, each width once, and SVG keeps its own address', () => {
    const html = renderToStaticMarkup(
      createElement(Image, { src: '/images/team-asha.jpg', alt: 'Asha', width: 400, height: 300, sizes: '400px' }),
    )
    const srcset = /srcSet="([^"]+)"/i.exec(html)![1]!
    const entries = srcset.split(', ')
    expect(entries.length).toBeGreaterThan(2)
    for (const entry of entries) expect(entry).toMatch(/^\/img\/(\d+)\/images\/team-asha\.jpg \1w$/)
    expect(html).toMatch(/src="\/img\/\d+\/images\/team-asha\.jpg"/)
    expect(html).not.toContain('/_next/image')

    const svg = renderToStaticMarkup(
      createElement(Image, { src: '/images/logo.svg', alt: 'Logo', width: 150, height: 75 }),
    )
    expect(svg).not.toContain(IMAGE_ADDRESS_PREFIX)
  })
})
