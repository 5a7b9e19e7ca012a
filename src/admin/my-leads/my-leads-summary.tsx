import Link from 'next/link'
import type { Payload } from 'payload'

import { ADMIN_PATH } from '@/config/cms-paths'

import type { User } from '@/cms/payload-types'
import { DashboardCard } from '../dashboard/dashboard-card'
import { officeCalendar } from '../response-clock/office-calendar.server'
import { clockState } from '../response-clock/clock-state'
import { myLeads } from './my-leads.server'

/**
 * A card of the dashboard's first part, for a counsellor (and an admin who has leads of her own): how many of her
 * leads wait for an answer and how many are overdue, with the way to My leads, so nobody has to find it in the menu.
 */
export async function MyLeadsSummary({ payload, user }: { payload: Payload; user: User }) {
  const [leads, calendar] = await Promise.all([myLeads(payload, user.id), officeCalendar(payload)])
  if (user.role === 'admin' && leads.length === 0) return null
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
    <DashboardCard id="my-leads-summary" title="My leads" level={2} className="my-leads-summary">
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
    </DashboardCard>
  )
}
