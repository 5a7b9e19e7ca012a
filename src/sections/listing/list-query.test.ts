import { describe, expect, it } from 'vitest'

import { listHref, parseCategory, parsePage, requestedCategory, requestedPage } from './list-query'

describe('list addresses (?page=2&category=3)', () => {
  it('reads the page from 1 and the category from 0, ignoring anything that is not a whole number', () => {
    expect(parsePage('2')).toBe(2)
    expect(parsePage(undefined)).toBe(1)
    expect(parsePage('0')).toBe(1)
    expect(parsePage('-3')).toBe(1)
    expect(parsePage('2.5')).toBe(1)
    expect(parsePage('abc')).toBe(1)
    expect(parsePage(['4', '5'])).toBe(4)
    expect(parseCategory('3')).toBe(3)
    expect(parseCategory(null)).toBe(0)
    expect(parseCategory('x')).toBe(0)
  })

  it('tells the server when an address names no page or category, so it can answer 404', () => {
    expect(requestedPage(undefined)).toBe(1)
    expect(requestedPage('')).toBe(1)
    expect(requestedPage('3')).toBe(3)
    expect(requestedPage(['2', 'x'])).toBe(2)
    for (const value of ['0', '-1', '2.5', 'abc', '1e3', '1234567']) expect(requestedPage(value)).toBeNull()
    expect(requestedCategory(undefined)).toBe(0)
    expect(requestedCategory('0')).toBe(0)
    expect(requestedCategory('4')).toBe(4)
    for (const value of ['x', '-4', '4.5']) expect(requestedCategory(value)).toBeNull()
  })

  it('writes page and category, leaving out page 1 and category 0', () => {
    expect(listHref('/blogs', { page: 2, category: 3 })).toBe('/blogs?page=2&category=3')
    expect(listHref('/blogs', { page: 1, category: 3 })).toBe('/blogs?category=3')
    expect(listHref('/blogs', { page: 1, category: 0 })).toBe('/blogs')
    expect(listHref('/newsroom', { page: 4 })).toBe('/newsroom?page=4')
  })

  it('round-trips', () => {
    const href = listHref('/blogs', { page: 7, category: 12 })
    const params = new URL(href, 'http://x').searchParams
    expect([parsePage(params.get('page')), parseCategory(params.get('category'))]).toEqual([7, 12])
  })
})
