import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Image } from './image'

const render = (props: Parameters<typeof Image>[0]) => renderToStaticMarkup(createElement(Image, props))

describe('Image', () => {
  it('leaves next/image’s own inline styles to the stylesheet', () => {
    const fixed = render({ src: '/images/a.jpg', alt: 'A', width: 300, height: 200 })
    const fill = render({ src: '/images/a.jpg', alt: 'A', fill: true, sizes: '50vw' })
    expect(fixed).not.toContain('style=')
    expect(fill).not.toContain('style=')
    // The stylesheet's rules are keyed on the attribute next/image sets.
    expect(fixed).toContain('data-nimg="1"')
    expect(fill).toContain('data-nimg="fill"')
  })

  it('keeps a style the page asks for', () => {
    const html = render({ src: '/images/a.jpg', alt: 'A', fill: true, sizes: '50vw', style: { objectFit: 'cover' } })
    expect(html).toContain('style="object-fit:cover"')
  })

  it('offers no width past the picture’s own, read from an image size’s file name or given', () => {
    const widths = (html: string) => [...html.matchAll(/ (\d+)w/g)].map(([, width]) => Number(width))
    const card = render({ src: '/images/uk-768x432.webp', alt: '', fill: true, sizes: '50vw' })
    // One width at least as wide as the picture, the widest offered, and the fallback.
    const atLeast = (html: string, width: number) => widths(html).filter((offered) => offered >= width)
    expect(atLeast(card, 768)).toEqual([Math.max(...widths(card))])
    expect(card).toContain(`src="/img/${atLeast(card, 768)[0]}/uk-768x432.webp"`)
    const given = render({ src: '/images/uk.jpg', alt: '', width: 800, height: 800, sourceWidth: 800, sizes: '50vw' })
    expect(atLeast(given, 800)).toHaveLength(1)
    const unknown = render({ src: '/images/uk.jpg', alt: '', fill: true, sizes: '50vw' })
    expect(atLeast(unknown, 800).length).toBeGreaterThan(1)
  })
})
