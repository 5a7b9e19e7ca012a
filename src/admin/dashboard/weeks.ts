import { TZDate } from '@date-fns/tz'
import { addWeeks, format, startOfWeek } from 'date-fns'

/** Monday 00:00, in the staff's time zone, of the week holding this time (docs/decisions/0114). */
export function weekStart(time: number, timeZone: string): number {
  return startOfWeek(new TZDate(time, timeZone), { weekStartsOn: 1 }).getTime()
}

/** The starts of the last `count` weeks, oldest first; calendar weeks, so a week with a clock change is 167 or 169 h. */
export function lastWeeks(now: number, count: number, timeZone: string): number[] {
  const thisWeek = new TZDate(weekStart(now, timeZone), timeZone)
  return Array.from({ length: count }, (_, index) => addWeeks(thisWeek, index - (count - 1)).getTime())
}

/** A week's first day as staff read it, in their time zone. */
export const weekLabel = (week: number, timeZone: string) => format(new TZDate(week, timeZone), 'yyyy-MM-dd')

/** A week's first day, short, for a chart's axis: "16 Nov". */
export const shortWeekLabel = (week: number, timeZone: string) => format(new TZDate(week, timeZone), 'd MMM')

/**
 * The starts of the weeks after this one, up to the week holding `until` and at most `most` of them, oldest first:
 * the weeks ahead in which meetings are booked. None when `until` lies in this week or before.
 */
export function weeksAhead(now: number, until: number, timeZone: string, most: number): number[] {
  const thisWeek = weekStart(now, timeZone)
  const lastWeek = weekStart(until, timeZone)
  const weeks: number[] = []
  for (let week = addWeeks(new TZDate(thisWeek, timeZone), 1); week.getTime() <= lastWeek; week = addWeeks(week, 1)) {
    if (weeks.length === most) break
    weeks.push(week.getTime())
  }
  return weeks
}
