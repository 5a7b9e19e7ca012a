import type { ServerProps, Where } from 'payload'

const WEEKS = 8
const DAY = 24 * 60 * 60 * 1000

/** Monday 00:00 UTC of the week holding this time. */
export function weekStart(time: number): number {
  const date = new Date(time)
  const day = (date.getUTCDay() + 6) % 7
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day)
}

export type LeadRow = { createdAt: string; source: string }

/** Counts per week (oldest first) and per source over the last WEEKS weeks, spam excluded by the caller. */
export function summarise(rows: LeadRow[], now = Date.now()) {
  const thisWeek = weekStart(now)
  const weeks = Array.from({ length: WEEKS }, (_, index) => thisWeek - (WEEKS - 1 - index) * 7 * DAY)
  const perWeek = new Map(weeks.map((week) => [week, 0]))
  const perSource = new Map<string, number>()
  for (const row of rows) {
    const week = weekStart(new Date(row.createdAt).getTime())
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
  const since = new Date(weekStart(Date.now()) - (WEEKS - 1) * 7 * DAY).toISOString()
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
  const { perWeek, perSource } = summarise(rows)
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
          <caption style={{ textAlign: 'left', fontWeight: 600 }}>Per week (spam excluded)</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {perWeek.map(([week, count]) => (
              <tr key={week}>
                <td>{new Date(week).toISOString().slice(0, 10)}</td>
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
