import type { Payload, ServerProps } from 'payload'

import { DashboardCard } from './dashboard-card'
import { BOOKED_WITHIN_MS, eventFunnel, type EventFunnel } from './event-funnel'

const DAYS = 90

/** The events of the last 90 days and those to come, each with its funnel. */
async function eventFunnels(payload: Payload, now = Date.now()): Promise<EventFunnel[]> {
  const { docs: events } = await payload.find({
    collection: 'events',
    where: { end: { greater_than: new Date(now - DAYS * 24 * 60 * 60 * 1000).toISOString() } },
    sort: '-start',
    limit: 20,
    depth: 0,
    select: { title: true, start: true, end: true },
    overrideAccess: true,
  })
  return Promise.all(
    events.map(async (event) => {
      const { docs } = await payload.find({
        collection: 'event-registrations',
        where: { event: { equals: event.id } },
        pagination: false,
        depth: 1,
        select: { email: true, status: true, attended: true, lead: true },
        overrideAccess: true,
      })
      const emails = docs.map((doc) => doc.email)
      const bookings = emails.length
        ? (
            await payload.find({
              collection: 'bookings',
              where: {
                and: [
                  { email: { in: emails } },
                  { createdAt: { greater_than_equal: event.start } },
                  { createdAt: { less_than_equal: new Date(Date.parse(event.end) + BOOKED_WITHIN_MS).toISOString() } },
                ],
              },
              pagination: false,
              depth: 0,
              select: { email: true, createdAt: true, status: true },
              overrideAccess: true,
            })
          ).docs
        : []
      const registrations = docs.map((doc) => ({
        email: doc.email,
        status: doc.status,
        attended: doc.attended,
        leadStatus:
          doc.lead && typeof doc.lead.value === 'object' ? (doc.lead.value as { status?: string }).status : null,
      }))
      return eventFunnel(event, registrations, bookings, now)
    }),
  )
}

const COLUMNS = [
  ['registered', 'Registered'],
  ['attended', 'Attended'],
  ['noShow', 'No-show'],
  ['waiting', 'Waiting list'],
  ['booked', 'Booked a consultation (14 days)'],
  ['enrolled', 'Enrolled'],
] as const

/**
 * For the owner (admins): each recent event's funnel, from who registered to who came, booked a consultation within
 * 14 days and enrolled (decision 0172).
 */
export async function EventFunnelCard({ payload, user }: ServerProps) {
  if ((user as { role?: string } | undefined)?.role !== 'admin') return null
  const funnels = await eventFunnels(payload)
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
  return (
    <section className="lead-dashboard" aria-labelledby="event-funnels-title">
      <div className="lead-dashboard__header">
        <h2 id="event-funnels-title">Events</h2>
      </div>
      <div className="lead-dashboard__cards">
        <DashboardCard id="event-funnel" title={`Each event’s funnel, last ${DAYS} days and to come`} wide>
          {funnels.length ? (
            <div className="event-funnel__scroll" tabIndex={0} role="group" aria-label="Event funnels, scrollable">
              <table className="lead-dashboard__table" data-testid="event-funnel">
                <thead>
                  <tr>
                    <th scope="col">Event</th>
                    {COLUMNS.map(([key, label]) => (
                      <th key={key} scope="col">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {funnels.map((funnel) => (
                    <tr key={funnel.id}>
                      <th scope="row">
                        {funnel.title} ({day.format(new Date(funnel.start))})
                      </th>
                      {COLUMNS.map(([key]) => (
                        <td key={key}>{funnel[key]}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="lead-dashboard__note">No events in the last {DAYS} days.</p>
          )}
        </DashboardCard>
      </div>
    </section>
  )
}
