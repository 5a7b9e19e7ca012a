import Link from 'next/link'
import type { UIFieldServerProps } from 'payload'

import { ADMIN_PATH } from '@/config/cms-paths'
import { isLeadStaff } from '@/cms/access/roles'
import type { Student, StudentMessage, User } from '@/cms/payload-types'
import { STAGE_LABELS } from '@/schema/application-stages'
import { intakeLabel } from '@/schema/intake'
import { applicationZipPath } from '@/documents/document-paths'
import { officeCalendar } from '../response-clock/office-calendar.server'
import { DocumentProgressText } from '../documents/document-progress-text'
import { Conversation } from './conversation'
import { studentOverview } from './student-overview.server'

const BOOKING_STATUS: Record<string, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  'no-show': 'Did not come',
}

const personName = (value: unknown): string | null =>
  value && typeof value === 'object' ? ((value as { name?: string }).name ?? null) : null

function senderOf(message: StudentMessage, student: string): string {
  if (message.sender === 'student') return student
  if (message.sender === 'guardian') return `${personName(message.guardian) ?? 'A guardian'} (guardian)`
  return personName(message.staffAuthor) ?? 'Staff'
}

/**
 * The student's page at a glance, above their fields: their applications, meetings, conversation (with a reply box)
 * and history on one screen.
 */
export async function StudentOverviewField({ data, id, payload, user }: UIFieldServerProps) {
  const me = user as (User & { collection: 'users' }) | null
  if (!id || !me || !isLeadStaff({ req: { user: { ...me, collection: 'users' } } })) return null
  const student = { ...(data as Student), id: Number(id) }
  const [overview, calendar] = await Promise.all([
    studentOverview(payload, { ...me, collection: 'users' }, student),
    officeCalendar(payload),
  ])
  const timeZone = calendar.timeZone
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone })
  const dayAndTime = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  })
  const at = (value: string) => <time dateTime={value}>{dayAndTime.format(new Date(value))}</time>

  return (
    <div className="field-type student-overview">
      <section aria-labelledby="student-applications" className="student-overview__part student-overview__part--wide">
        <h2 id="student-applications">Applications</h2>
        {overview.applications.length === 0 ? (
          <p>No applications yet. Add them under Applications below.</p>
        ) : (
          <table className="student-overview__table">
            <thead>
              <tr>
                <th scope="col">Programme</th>
                <th scope="col">University</th>
                <th scope="col">Stage</th>
                <th scope="col">Next deadline</th>
                <th scope="col">Documents</th>
              </tr>
            </thead>
            <tbody>
              {overview.applications.map((application) => (
                <tr key={application.id}>
                  <th scope="row">
                    <Link href={`${ADMIN_PATH}/collections/applications/${application.id}`} prefetch={false}>
                      {application.programme}
                    </Link>
                    <span className="student-overview__detail">{intakeLabel(application.intake)}</span>
                  </th>
                  <td data-label="University">
                    {typeof application.university === 'object' ? application.university.name : ''}
                  </td>
                  <td data-label="Stage">{STAGE_LABELS[application.stage]}</td>
                  <td data-label="Next deadline">
                    {application.nextDeadlineAt ? day.format(new Date(application.nextDeadlineAt)) : 'None'}
                  </td>
                  <td data-label="Documents">
                    <DocumentProgressText
                      progress={overview.documents.get(application.id) ?? { approved: 0, required: 0, overdue: 0 }}
                    />
                    {overview.documents.get(application.id)?.approved ? (
                      <>
                        {' '}
                        <a href={applicationZipPath(application.id)} download>
                          Download the approved (ZIP)
                          <span className="sr-only"> for {application.programme}</span>
                        </a>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="student-meetings" className="student-overview__part">
        <h2 id="student-meetings">Meetings</h2>
        {overview.bookings.length === 0 ? (
          <p>No meetings booked{me.role === 'admin' ? '' : ' with you'}.</p>
        ) : (
          <ul className="student-overview__list">
            {overview.bookings.map((booking) => (
              <li key={booking.id}>
                <Link href={`${ADMIN_PATH}/collections/bookings/${booking.id}`} prefetch={false}>
                  {at(booking.start)}
                </Link>{' '}
                {personName(booking.meetingType) ?? 'Meeting'}
                {personName(booking.counsellor) ? ` with ${personName(booking.counsellor)}` : ''} ·{' '}
                {BOOKING_STATUS[booking.status] ?? booking.status}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="student-messages" className="student-overview__part">
        <h2 id="student-messages">Messages</h2>
        <Conversation
          student={student.id}
          name={student.name}
          me={me.name || me.email}
          timeZone={timeZone}
          messages={overview.messages.map((message) => ({
            id: message.id,
            who: senderOf(message, student.name),
            at: message.createdAt,
            when: dayAndTime.format(new Date(message.createdAt)),
            body: message.body,
            staff: message.sender === 'staff',
          }))}
        />
      </section>

      <section aria-labelledby="student-history" className="student-overview__part student-overview__part--wide">
        <h2 id="student-history">History</h2>
        {overview.history.length === 0 ? (
          <p>Nothing yet.</p>
        ) : (
          <ol className="student-overview__list">
            {overview.history.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                {at(entry.at)} · {entry.kind === 'note' ? 'Note: ' : ''}
                {entry.text}
                {entry.reason ? ` (why: ${entry.reason})` : ''}
                {entry.by ? ` · ${entry.by}` : ''}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
