import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { isLeadStaff } from '@/cms/access/roles'
import { CMS_API_PATH } from '@/config/cms-paths'
import { CHECK_IN_PATH } from '@/events/check-in.server'

import { AdminPage } from '../admin-page'
import { officeCalendar } from '../response-clock/office-calendar.server'
import { checkInEvents, checkInList } from './check-in-list.server'

const ACTION = `${CMS_API_PATH}/event-registrations/check-in`
const STATUS = { seat: 'Seat', offered: 'Offered a seat', waiting: 'Waiting', cancelled: 'Cancelled' } as const

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/** A button that posts one action for one registration: one tap, no script. */
function ActionButton({
  event,
  id,
  action,
  q,
  children,
}: {
  event: number
  id: number
  action: string
  q: string
  children: string
}) {
  return (
    <form method="post" action={ACTION} className="check-in__action">
      <input type="hidden" name="event" value={event} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="q" value={q} />
      <button type="submit" className="btn btn--style-primary btn--size-medium">
        {children}
      </button>
    </form>
  )
}

/**
 * /admin/event-check-in: on the day, the list of an event's registrations for the door or the webinar: search by name,
 * mark attended with one tap (it fits a phone), move someone up the waiting list or admit them, export the list as
 * CSV, and mark attended in bulk from a pasted list or the webinar platform's attendee export (decision 0172).
 */
export async function CheckInView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { payload } = req
  const allowed = Boolean(req.user) && isLeadStaff({ req })
  const eventId = Number(one(searchParams?.event)) || 0
  const q = one(searchParams?.q).slice(0, 100)
  const { timeZone } = await officeCalendar(payload)
  const when = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  })
  const list = allowed && eventId ? await checkInList(payload, eventId, q) : null
  const events = allowed && !list ? await checkInEvents(payload) : []
  const marked = one(searchParams?.marked)
  const unknown = one(searchParams?.unknown)
  return (
    <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams} className="check-in">
      <h1>Event check-in</h1>
      {!allowed ? (
        <p>The check-in list is for the staff who work leads.</p>
      ) : !list ? (
        <>
          <p>Choose the event to check people in.</p>
          <ul className="check-in__events">
            {events.map((event) => (
              <li key={event.id}>
                <Link href={`${CHECK_IN_PATH}?event=${event.id}`} prefetch={false}>
                  {event.title}
                </Link>{' '}
                <span>{when.format(new Date(event.start))}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <h2>{list.event.title}</h2>
          <p>
            {when.format(new Date(list.event.start))}. {list.counts.seats} with a seat
            {typeof list.event.capacity === 'number' ? ` of ${list.event.capacity}` : ''}, {list.counts.attended}{' '}
            attended, {list.counts.waiting} waiting
            {list.counts.offered ? `, ${list.counts.offered} offered a seat` : ''}.
          </p>
          {marked ? (
            <p role="status" className="check-in__notice">
              {marked} marked attended.{unknown ? ` Not registered with a seat: ${unknown}` : ''}
            </p>
          ) : null}
          <form method="get" action={CHECK_IN_PATH} className="check-in__search" role="search">
            <input type="hidden" name="event" value={list.event.id} />
            <label htmlFor="check-in-q">Search by name</label>
            <input id="check-in-q" name="q" type="search" defaultValue={q} autoComplete="off" />
            <button type="submit" className="btn btn--style-secondary btn--size-medium">
              Search
            </button>
          </form>
          <ul className="check-in__rows" aria-label="Registrations">
            {list.rows.map((row) => (
              <li key={row.id} className="check-in__row" data-status={row.status}>
                <div>
                  <strong>{row.name}</strong> <span>{row.email}</span>
                  <span className="check-in__status">
                    {row.attended ? 'Attended' : STATUS[row.status]}
                    {row.status === 'seat' && row.seat ? `, seat ${row.seat}` : ''}
                  </span>
                </div>
                {row.status === 'seat' ? (
                  <ActionButton event={list.event.id} id={row.id} action={row.attended ? 'unattend' : 'attend'} q={q}>
                    {row.attended ? `Undo: ${row.name} did not come` : `Mark ${row.name} attended`}
                  </ActionButton>
                ) : (
                  <>
                    {row.status === 'waiting' ? (
                      <ActionButton event={list.event.id} id={row.id} action="move-up" q={q}>
                        {`Move ${row.name} to the front`}
                      </ActionButton>
                    ) : null}
                    <ActionButton event={list.event.id} id={row.id} action="admit" q={q}>
                      {`Admit ${row.name}`}
                    </ActionButton>
                  </>
                )}
              </li>
            ))}
          </ul>
          {list.rows.length === 0 ? <p>No registration matches.</p> : null}
          <h2>Export and bulk attendance</h2>
          <p>
            <a href={`${CMS_API_PATH}/event-registrations/export.csv?where[event][equals]=${list.event.id}`}>
              Export the registrations as CSV
            </a>
          </p>
          <form method="post" action={ACTION} encType="multipart/form-data" className="check-in__bulk">
            <input type="hidden" name="event" value={list.event.id} />
            <input type="hidden" name="action" value="bulk" />
            <label htmlFor="check-in-emails">Mark attended: paste the attendees’ email addresses</label>
            <textarea id="check-in-emails" name="emails" rows={4} />
            <label htmlFor="check-in-file">or upload the webinar platform’s attendee export (CSV)</label>
            <input id="check-in-file" name="file" type="file" accept=".csv,text/csv,text/plain" />
            <button type="submit" className="btn btn--style-primary btn--size-medium">
              Mark them attended
            </button>
          </form>
          <p>
            <Link href={CHECK_IN_PATH} prefetch={false}>
              Another event
            </Link>
          </p>
        </>
      )}
    </AdminPage>
  )
}
