import { describe, expect, it } from 'vitest'

import { keepMarkup, takeMarkup } from './static-markup-store'

describe('static markup store', () => {
  it('hands a kept tree to the HTML render once', () => {
    const id = keepMarkup({ html: '<p>Kept</p>' })
    expect(takeMarkup(id)).toEqual({ html: '<p>Kept</p>' })
    expect(() => takeMarkup(id)).toThrow(`static markup ${id} was not kept for this render`)
  })

  it('gives every tree its own id', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => keepMarkup({ tree: null })))
    expect(ids.size).toBe(1000)
    for (const id of ids) takeMarkup(id)
  })

  it('drops a tree the HTML render never took after 30 seconds', () => {
    const start = Date.now()
    const left = keepMarkup({ tree: 'left' }, start)
    const recent = keepMarkup({ tree: 'recent' }, start + 20_000)
    keepMarkup({ tree: 'later' }, start + 30_001)
    expect(() => takeMarkup(left)).toThrow()
    expect(takeMarkup(recent)).toEqual({ tree: 'recent' })
  })
})
