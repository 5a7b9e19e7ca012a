import { describe, expect, it } from 'vitest'

import { recordId } from './record-id'

describe('a record’s id from an address', () => {
  it('takes the positive whole numbers a record can have', () => {
    expect(recordId('1')).toBe(1)
    expect(recordId('2147483647')).toBe(2_147_483_647)
    expect(recordId(42)).toBe(42)
  })

  it('refuses anything else, numbers beyond a database id included', () => {
    for (const value of [
      '0',
      '-1',
      '01',
      '1e3',
      '1.5',
      'abc',
      '',
      '2147483648',
      '99999999999',
      0,
      -3,
      1.5,
      2 ** 31,
      null,
      undefined,
    ]) {
      expect(recordId(value), String(value)).toBeNull()
    }
  })
})
