import { describe, expect, it } from 'vitest'

import { keptOrder } from './kept-order'

const items = (...keys: string[]) => keys.map((key) => ({ key }))
const keys = (list: { key: string }[]) => list.map((item) => item.key)

describe('the order a list keeps while its data refreshes', () => {
  it('keeps the first order when the same items come back sorted anew', () => {
    expect(keys(keptOrder(['a', 'b', 'c'], items('b', 'c', 'a')))).toEqual(['a', 'b', 'c'])
  })

  it('drops the items that left and puts those that arrived last, in the order they came', () => {
    expect(keys(keptOrder(['a', 'b', 'c'], items('d', 'c', 'e', 'a')))).toEqual(['a', 'c', 'd', 'e'])
  })

  it('hands back the items as they are now, not as they were', () => {
    const now = [{ key: 'a', status: 'contacted' }]
    expect(keptOrder(['a'], now)[0]).toBe(now[0])
  })
})
