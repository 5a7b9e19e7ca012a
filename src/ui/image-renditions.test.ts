import { describe, expect, it } from 'vitest'

import { widthInFileName, withoutEnlargements } from './image-renditions'

const card = (width: number) => `/img/${width}/blog-uk-768x432.webp`
const srcSet = [384, 640, 828, 1200, 1920].map((width) => `${card(width)} ${width}w`).join(', ')

describe('widthInFileName', () => {
  it('reads the width of an image size Payload named', () => {
    expect(widthInFileName('/images/blog-uk-768x432.webp')).toBe(768)
    expect(widthInFileName('/images/team-priya-400x400.jpg?v=2')).toBe(400)
  })

  it('finds none in an original upload or a bundled picture', () => {
    expect(widthInFileName('/images/blog-uk.jpg')).toBeUndefined()
    expect(widthInFileName('/_next/static/media/hero-graduation.3m04nncppsgnj.webp')).toBeUndefined()
  })
})

describe('withoutEnlargements', () => {
  it('keeps the widths up to the first at least as wide as the picture, and falls back to the widest kept', () => {
    const image = withoutEnlargements({ src: card(1920), srcSet, alt: '' }, 768)
    expect(image.srcSet).toBe(`${card(384)} 384w, ${card(640)} 640w, ${card(828)} 828w`)
    expect(image.src).toBe(card(828))
    expect(image.alt).toBe('')
  })

  it('keeps a width equal to the picture and none past it', () => {
    expect(withoutEnlargements({ src: card(1920), srcSet }, 1200).srcSet).toBe(
      `${card(384)} 384w, ${card(640)} 640w, ${card(828)} 828w, ${card(1200)} 1200w`,
    )
  })

  it('changes nothing for a picture as wide as the widest width or wider, or of unknown width', () => {
    const image = { src: card(1920), srcSet }
    expect(withoutEnlargements(image, 1920)).toBe(image)
    expect(withoutEnlargements(image, 4000)).toBe(image)
    expect(withoutEnlargements(image, undefined)).toBe(image)
  })

  it('leaves density descriptors alone', () => {
    const logo = { src: '/img/384/logo.png', srcSet: '/img/256/logo.png 1x, /img/384/logo.png 2x' }
    expect(withoutEnlargements(logo, 100)).toBe(logo)
  })
})
