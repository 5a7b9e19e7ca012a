import { TZDate } from '@date-fns/tz'
import { addWeeks, format, startOfWeek } from 'date-fns'
import type { ServerProps, Where } from 'payload'

import { env } from '@/config/env.server'

const WEEKS = 8

/** Monday 00:00, in the staff's time zone, of the week holding this time (docs/decisions/0114). */
export function weekStart(time: number, timeZone: string): number {
  return startOfWeek(new TZDate(time, timeZone), { weekStartsOn: 1 }).getTime()
}

/** The starts of the last WEEKS weeks, oldest first; calendar weeks, so a week with a clock change is 167 or 169 h. */
/** The start of the oldest week the dashboard shows, as of this request. */
const firstWeekShown = (timeZone: string) => lastWeeks(Date.now(), timeZone)[0]

function lastWeeks(now: number, timeZone: string): number[] {
  const thisWeek = new TZDate(weekStart(now, timeZone), timeZone)
  return Array.from({ length: WEEKS }, (_, index) => addWeeks(thisWeek, index - (WEEKS - 1)).getTime())
}

/** A week's first day as staff read it, in their time zone. */
export const weekLabel = (week: number, timeZone: string) => format(new TZDate(week, timeZone), 'yyyy-MM-dd')

export type LeadRow = { createdAt: string; source: string }

/** Counts per week (oldest first) and per source over the last WEEKS weeks, spam excluded by the caller. */
export function summarise(rows: LeadRow[], timeZone: string, now = Date.now()) {
  const perWeek = new Map(lastWeeks(now, timeZone).map((week) => [week, 0]))
  const perSource = new Map<string, number>()
  for (const row of rows) {
    const week = weekStart(new Date(row.createdAt).getTime(), timeZone)
    if (perWeek.has(week)) perWeek.set(week, perWeek.get(week)! + 1)
    perSource.set(row.source, (perSource.get(row.source) ?? 0) + 1)
  }
  return { perWeek: [...perWeek.entries()], perSource: [...perSource.entries()].sort((a, b) => b[1] - a[1]) }
}

const SOURCE_NAMES: Record<string, string> = {
  popup: 'Enquiry popup',
  contact: 'Contact page',
  consultation: 'Free consultation',
}

/** The admin dashboard's lead summary, for staff who work leads (admins and counsellors). */
export async function LeadDashboard({ payload, user }: ServerProps) {
  const role = (user as { role?: string } | undefined)?.role
  if (role !== 'admin' && role !== 'counsellor') return null
  const timeZone = env().STAFF_TIME_ZONE
  const since = new Date(firstWeekShown(timeZone)).toISOString()
  const where: Where = { and: [{ createdAt: { greater_than_equal: since } }, { status: { not_equals: 'spam' } }] }
  const [enquiries, consultations] = await Promise.all([
    payload.find({
      collection: 'enquiries',
      where,
      pagination: false,
      depth: 0,
      select: { createdAt: true, source: true },
    }),
    payload.find({ collection: 'consultations', where, pagination: false, depth: 0, select: { createdAt: true } }),
  ])
  const rows: LeadRow[] = [
    ...enquiries.docs.map((doc) => ({ createdAt: doc.createdAt, source: String(doc.source) })),
    ...consultations.docs.map((doc) => ({ createdAt: doc.createdAt, source: 'consultation' })),
  ]
  const { perWeek, perSource } = summarise(rows, timeZone)
  const most = Math.max(1, ...perWeek.map(([, count]) => count))
  return (
    <section aria-labelledby="lead-summary" style={{ marginBottom: '2rem' }}>
      <h2 id="lead-summary">Leads in the last {WEEKS} weeks</h2>
      <div
        style={{
          display: 'grid',
          gap: '2rem',
          gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
          alignItems: 'start',
        }}
      >
        <table>
          <caption style={{ textAlign: 'left', fontWeight: 600 }}>
            Per week from Monday, {timeZone} time (spam excluded)
          </caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {perWeek.map(([week, count]) => (
              <tr key={week}>
                <td>{weekLabel(week, timeZone)}</td>
                <td>
                  <span
                    aria-hidden="true"
                    style={{
                      display: 'inline-block',
                      width: `${(count / most) * 8}rem`,
                      height: '0.75rem',
                      marginRight: '0.5rem',
                      background: '#553cdf',
                    }}
                  />
                  {count}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table>
          <caption style={{ textAlign: 'left', fontWeight: 600 }}>Per source</caption>
          <thead>
            <tr>
              <th scope="col">Form</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {perSource.length ? (
              perSource.map(([source, count]) => (
                <tr key={source}>
                  <td>{SOURCE_NAMES[source] ?? source}</td>
                  <td>{count}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={2}>No leads yet.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  )
}
