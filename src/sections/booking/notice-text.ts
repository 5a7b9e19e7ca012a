import { BOOKING_TEXT } from '@/schema/booking-schema'

import type { Notice } from './book-view.server'
import { TIMES_TEXT } from './booking-copy'

/**
 * The words of a step's notice, on /book and on a booked meeting's own page: the time chosen was taken meanwhile
 * (`taken`, in the page's own words), or the day chosen has no free time left.
 */
export function noticeText(notice: Notice, taken: string = BOOKING_TEXT.taken): string | null {
  if (notice === 'taken') return taken
  return notice === 'gone' ? TIMES_TEXT.gone : null
}
