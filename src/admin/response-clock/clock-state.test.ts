import { describe, expect, it } from 'vitest'

import type { WorkingCalendar } from '@/calendar/working-time'

import { clockState, duration, workingWait } from './clock-state'

const noida: WorkingCalendar = {
  timeZone: 'Asia/Kolkata',
  hours: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens: '09:30', closes: '18:00' })),
  holidays: [],
}
// Due Wednesday 25 November 2026 at 12:00 in Noida.
const lead = { status: 'new', createdAt: '2026-11-25T05:30:00.000Z', responseDueAt: '2026-11-25T06:30:00.000Z' }
const at = (iso: string) => new Date(iso)

describe('the response clock', () => {
  it('counts down in working minutes', () => {
    expect(clockState(lead, at('2026-11-25T06:05:00Z'), noida)).toEqual({ tone: 'due', text: 'Due in 25 min' })
  })

  it('counts what is overdue in working minutes: the night does not count', () => {
    // Thursday 10:00 local: 6 h from 12:00 to 18:00 on Wednesday, and 30 min on Thursday.
    expect(clockState(lead, at('2026-11-26T04:30:00Z'), noida)).toEqual({
      tone: 'overdue',
      text: 'Overdue by 6 h 30 min',
    })
  })

  it('shows how long the answer took once answered, however late it is now', () => {
    const answered = { ...lead, firstResponseAt: '2026-11-25T06:10:00.000Z', responseMinutes: 40 }
    expect(clockState(answered, at('2026-12-20T00:00:00Z'), noida)).toEqual({
      tone: 'answered',
      text: 'Answered in 40 min',
    })
  })

  it('does not run for spam, a closed lead, or a lead without a deadline', () => {
    expect(clockState({ ...lead, status: 'spam' }, at('2026-11-26T04:30:00Z'), noida).tone).toBe('none')
    expect(clockState({ ...lead, status: 'closed' }, at('2026-11-26T04:30:00Z'), noida).tone).toBe('none')
    expect(clockState({ status: 'new' }, at('2026-11-26T04:30:00Z'), noida)).toEqual({ tone: 'none', text: 'No clock' })
  })

  it('writes durations as staff read them', () => {
    expect([duration(0), duration(45), duration(60), duration(200)]).toEqual(['0 min', '45 min', '1 h', '3 h 20 min'])
  })

  it('counts a wait longer than a working day in working days and hours, by the office’s usual day', () => {
    // Due Wednesday 12:00; Monday 15:10 is 6 h + Thursday 8 h 30 + Friday 8 h 30 + Monday 5 h 40 min = 28 h 40 min of
    // working time: three days of 8 h 30 and 3 h 10 min.
    expect(clockState(lead, at('2026-11-30T09:40:00Z'), noida)).toEqual({
      tone: 'overdue',
      text: 'Overdue by 3 working days 3 h',
    })
    expect([workingWait(510, 510), workingWait(530, 510), workingWait(21_720, 510), workingWait(509, 510)]).toEqual([
      '1 working day',
      '1 working day',
      '42 working days 5 h',
      '8 h 29 min',
    ])
    expect(workingWait(2_000, 0)).toBe('33 h 20 min')
  })
})
