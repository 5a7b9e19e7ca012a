import { describe, expect, it } from 'vitest'

import { staffTime } from './staff-time'

describe('a time in the staff’s mail', () => {
  it('is given in the staff’s time zone with its offset, then in UTC', () => {
    expect(staffTime('2026-11-26T14:18:28.532Z', 'Asia/Kolkata')).toBe('26 Nov 2026, 19:48 GMT+5:30 (14:18 UTC)')
    expect(staffTime('2026-11-29T23:30:00.000Z', 'Asia/Kolkata')).toBe('30 Nov 2026, 05:00 GMT+5:30 (23:30 UTC)')
    expect(staffTime('2026-07-01T09:00:00.000Z', 'Europe/London')).toBe('1 Jul 2026, 10:00 BST (09:00 UTC)')
  })

  it('keeps a value it cannot read as it is', () => {
    expect(staffTime('not a time', 'Asia/Kolkata')).toBe('not a time')
  })
})
