import { usualWorkingDayMinutes, workingMinutesBetween, type WorkingCalendar } from '@/calendar/working-time'

/** What the response clock of a lead reads: answered, counting down, overdue, or not running. */
export type ClockState = { tone: 'answered' | 'due' | 'overdue' | 'none'; text: string }

export type ClockedLead = {
  status?: string | null
  createdAt?: string | null
  responseDueAt?: string | null
  firstResponseAt?: string | null
  responseMinutes?: number | null
}

/** Statuses in which an unanswered lead no longer waits for an answer. */
const NOT_WAITING = new Set(['spam', 'closed', 'enrolled'])

/** Working minutes as staff read them: "45 min", "2 h", "3 h 20 min". */
export function duration(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes))
  if (whole < 60) return `${whole} min`
  const hours = Math.floor(whole / 60)
  const rest = whole % 60
  return rest ? `${hours} h ${rest} min` : `${hours} h`
}

/**
 * A wait in working time as an owner counts it: in hours and minutes within a working day, beyond it in working days
 * of the office's usual length and whole hours ("2 working days 3 h"), not "362 h".
 */
export function workingWait(minutes: number, dayMinutes: number): string {
  const whole = Math.max(0, Math.floor(minutes))
  if (dayMinutes <= 0 || whole < dayMinutes) return duration(whole)
  const days = Math.floor(whole / dayMinutes)
  const hours = Math.floor((whole - days * dayMinutes) / 60)
  return `${days} working ${days === 1 ? 'day' : 'days'}${hours ? ` ${hours} h` : ''}`
}

/** The clock of one lead at `now`, counted in the office's working time. */
export function clockState(lead: ClockedLead, now: Date, calendar: WorkingCalendar): ClockState {
  const wait = (minutes: number) => workingWait(minutes, usualWorkingDayMinutes(calendar))
  if (lead.firstResponseAt) {
    const minutes =
      lead.responseMinutes ??
      (lead.createdAt ? workingMinutesBetween(new Date(lead.createdAt), new Date(lead.firstResponseAt), calendar) : 0)
    return { tone: 'answered', text: `Answered in ${wait(minutes)}` }
  }
  if (!lead.responseDueAt || NOT_WAITING.has(lead.status ?? '')) return { tone: 'none', text: 'No clock' }
  const due = new Date(lead.responseDueAt)
  if (due > now) {
    const left = workingMinutesBetween(now, due, calendar)
    return { tone: 'due', text: left < 1 ? 'Due now' : `Due in ${wait(left)}` }
  }
  return { tone: 'overdue', text: `Overdue by ${wait(Math.max(1, workingMinutesBetween(due, now, calendar)))}` }
}
