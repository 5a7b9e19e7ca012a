import Link from 'next/link'
import type { ServerProps } from 'payload'

import { ADMIN_PATH } from '@/config/cms-paths'

import type { User } from '../../payload-types'
import { officeCalendar } from '../response-clock/office-calendar.server'
import { clockState } from '../response-clock/clock-state'
import { myLeads } from './my-leads.server'

/**
 * At the top of the dashboard, for a counsellor or an admin: how many of their leads wait for an answer and how many
 * are overdue, with the way to My leads, so nobody has to find it in the menu first.
 */
export async function MyLeadsSummary({ payload, user }: ServerProps) {
  const me = user as User | undefined
  if (me?.role !== 'counsellor' && me?.role !== 'admin') return null
  const [leads, calendar] = await Promise.all([myLeads(payload, me.id), officeCalendar(payload)])
  const now = new Date()
  const waiting = leads.filter((lead) => !lead.firstResponseAt)
  const overdue = waiting.filter((lead) => clockState(lead, now, calendar).tone === 'overdue').length
  const summary =
    waiting.length === 0
      ? 'No lead of yours is waiting for an answer.'
      : `${waiting.length} of your leads ${waiting.length === 1 ? 'is' : 'are'} waiting for an answer${
          overdue ? `, ${overdue} overdue` : ''
        }.`
  return (
    <section className="my-leads-summary" aria-labelledby="my-leads-summary">
      <h2 id="my-leads-summary">My leads</h2>
      <p>
        {summary} {leads.length - waiting.length} in progress.
      </p>
      <p className="my-leads-summary__links">
        <Link className="btn btn--style-primary btn--size-medium" href={`${ADMIN_PATH}/my-leads`}>
          Open My leads
        </Link>{' '}
        <Link className="btn btn--style-secondary btn--size-medium" href={`${ADMIN_PATH}/agenda`}>
          Open the agenda
        </Link>
      </p>
    </section>
  )
}
