import { describe, expect, it } from 'vitest'

import { BOOKING_TEXT } from '@/schema/booking-schema'

import { MANAGE_TEXT, TIMES_TEXT } from './booking-copy'
import { noticeText } from './notice-text'

describe('noticeText', () => {
  it('tells a taken time in the words of the page that shows it, and a day with no free time left', () => {
    expect(noticeText('taken')).toBe(BOOKING_TEXT.taken)
    expect(noticeText('taken', MANAGE_TEXT.taken)).toBe(MANAGE_TEXT.taken)
    expect(noticeText('gone')).toBe(TIMES_TEXT.gone)
    expect(noticeText(null)).toBeNull()
  })
})
