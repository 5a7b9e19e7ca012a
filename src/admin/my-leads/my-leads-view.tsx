import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { ADMIN_PATH } from '@/config/cms-paths'

import { isLeadStaff } from '@/cms/access/roles'
import { AdminPage } from '../admin-page'
import type { User } from '@/cms/payload-types'
import { ContactButtons } from '../lead-contact/contact-buttons'
import { contactTargets } from '../lead-contact/contact-targets'
import { contactSettings } from '../lead-contact/contact-settings.server'
import { FORM_NAMES } from '../dashboard/names'
import { clockState } from '../response-clock/clock-state'
import { officeCalendar } from '../response-clock/office-calendar.server'
import { ResponseClockPill } from '../response-clock/response-clock-pill'
import { KeptOrderRows } from './kept-order-rows'
import { myLeads, type MyLead } from './my-leads.server'

/** Said when a contact is logged here: the row stays where it is until the list is opened again. */
const KEPT_ORDER_NOTE = 'The list keeps this order until you reload it or come back to it.'

const formOf = (lead: MyLead) =>
  lead.collection === 'enquiries' ? FORM_NAMES[lead.source ?? 'popup'] : FORM_NAMES.consultation

/** /admin/my-leads: the signed-in counsellor's open leads, the most urgent first, each with its clock and contacts. */
export async function MyLeadsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { payload } = req
  const user = req.user as (User & { collection: 'users' }) | null
  const allowed = Boolean(user) && isLeadStaff({ req })
  const leads = allowed && user ? await myLeads(payload, user.id) : []
  const [calendar, consultancy] = await Promise.all([officeCalendar(payload), contactSettings(payload)])
  const now = new Date()

  return (
    <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams} className="my-leads">
      <h1>My leads</h1>
      {!allowed ? (
        <p>My leads lists the leads assigned to a counsellor or an admin.</p>
      ) : leads.length === 0 ? (
        <p>No open leads are assigned to you. New ones appear here, the most urgent first.</p>
      ) : (
        <>
          <p>
            Your open leads, the most urgent first: those waiting for an answer by their deadline (in working time),
            then those in progress. A call, a WhatsApp message or an email started here answers the lead.
          </p>
          <table className="my-leads__table">
            <thead>
              <tr>
                <th scope="col">Lead</th>
                <th scope="col">Form</th>
                <th scope="col">Status</th>
                <th scope="col">Response</th>
                <th scope="col">Contact</th>
              </tr>
            </thead>
            <tbody>
              <KeptOrderRows
                rows={leads.map((lead) => ({
                  key: `${lead.collection}-${lead.id}`,
                  row: (
                    <tr>
                      <th scope="row">
                        <Link href={`${ADMIN_PATH}/collections/${lead.collection}/${lead.id}`}>{lead.name}</Link>
                      </th>
                      <td data-label="Form">{formOf(lead)}</td>
                      <td data-label="Status">{lead.status[0]!.toUpperCase() + lead.status.slice(1)}</td>
                      <td>
                        <ResponseClockPill state={clockState(lead, now, calendar)} />
                      </td>
                      <td>
                        <ContactButtons
                          collection={lead.collection}
                          id={lead.id}
                          name={lead.name}
                          targets={contactTargets(lead, user?.name || 'your counsellor', consultancy)}
                          afterLog={KEPT_ORDER_NOTE}
                        />
                      </td>
                    </tr>
                  ),
                }))}
              />
            </tbody>
          </table>
        </>
      )}
    </AdminPage>
  )
}
