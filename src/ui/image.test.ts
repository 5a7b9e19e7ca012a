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
})
