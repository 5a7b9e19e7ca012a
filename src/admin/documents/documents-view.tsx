import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { isLeadStaff } from '@/cms/access/roles'
import type { User } from '@/cms/payload-types'
import { recordId } from '@/cms/record-id'
import { ADMIN_PATH } from '@/config/cms-paths'
import type { ExpiryFlag } from '@/documents/document-flags'
import { documentFilePath } from '@/documents/document-paths'
import {
  EXPIRY_FLAG_LABELS,
  REVIEW_MESSAGES,
  VALIDITY_RULE_LABELS,
  VERSION_STATUS_LABELS,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_EXPIRY_WARNING_DAYS,
} from '@/schema/student-documents'
import { AdminPage } from '../admin-page'
import { officeCalendar } from '../response-clock/office-calendar.server'
import { DOCUMENTS_PATH } from './documents-path'
import { FocusOnArrival } from './focus-on-arrival'
import { PagePreviews } from './page-previews'
import { ReviewForm } from './review-form'
import {
  expiringItems,
  overdueItems,
  reviewDetail,
  reviewQueue,
  type ApplicationName,
  type ItemEntry,
} from './review-queue.server'

type Staff = User & { collection: 'users' }

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value)
const idParam = (value: unknown) => recordId(one(value))

const studentLink = (student: { id: number; name: string }) => (
  <Link href={`${ADMIN_PATH}/collections/students/${student.id}`} prefetch={false}>
    {student.name}
  </Link>
)

function Applications({ applications }: { applications: ApplicationName[] }) {
  if (!applications.length) return <>No application</>
  return <>{applications.map((application) => application.label).join('; ')}</>
}

function ItemTable({
  caption,
  items,
  day,
  show,
}: {
  caption: string
  items: ItemEntry[]
  day: (value: string) => string
  show: 'due' | 'expiry'
}) {
  return (
    <table className="student-overview__table documents-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Document</th>
          <th scope="col">Student</th>
          <th scope="col">Applications</th>
          <th scope="col">{show === 'due' ? 'Due' : 'Validity'}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row">
              <Link href={`${ADMIN_PATH}/collections/requested-documents/${item.id}`} prefetch={false}>
                {item.name}
              </Link>
              <span className="student-overview__detail">{DOCUMENT_STATUS_LABELS[item.status]}</span>
            </th>
            <td data-label="Student">{studentLink(item.student)}</td>
            <td data-label="Applications">
              <Applications applications={item.applications} />
            </td>
            <td data-label={show === 'due' ? 'Due' : 'Validity'}>
              {show === 'due' ? (
                item.dueAt ? (
                  <span className="documents-flag documents-flag--overdue">Overdue since {day(item.dueAt)}</span>
                ) : null
              ) : item.expiry ? (
                <ExpiryText flag={item.expiry} day={day} />
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function ExpiryText({ flag, day }: { flag: ExpiryFlag; day: (value: string) => string }) {
  return (
    <span className={`documents-flag documents-flag--${flag.kind}`}>
      {EXPIRY_FLAG_LABELS[flag.kind]}: {flag.kind === 'expired' ? 'ended' : 'valid until'} {day(flag.on)}
    </span>
  )
}

/**
 * /admin/documents: what a student's documents need from their counsellor (docs/product.md §15). First the uploads to
 * review, the oldest first; one opened shows its pages in the page, its earlier uploads and Approve / Reject. Then the
 * items past their due date the student still has to send, and the approved documents whose validity ends too soon.
 * A counsellor sees her students' documents; an admin every student's.
 */
export async function DocumentsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { payload } = req
  const user = req.user as Staff | null
  const allowed = Boolean(user) && isLeadStaff({ req })
  const admin = user?.role === 'admin'
  const now = new Date()
  const reviewed = idParam(searchParams?.reviewed)
  const outcome = one(searchParams?.outcome) as unknown
  const [queue, overdue, expiring, calendar, done] = await Promise.all([
    allowed && user ? reviewQueue(payload, user, now) : null,
    allowed && user ? overdueItems(payload, user, now) : null,
    allowed && user ? expiringItems(payload, user, now) : [],
    officeCalendar(payload),
    allowed && user && reviewed ? reviewDetail(payload, user, reviewed, now) : null,
  ])
  // Opened from the list; after a review, the next upload waiting opens by itself.
  const chosen = idParam(searchParams?.version) ?? (done ? (queue?.entries[0]?.id ?? null) : null)
  const detail = allowed && user && chosen ? await reviewDetail(payload, user, chosen, now) : null
  const timeZone = calendar.timeZone
  const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone })
  const timeFormat = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  })
  const day = (value: string) => dayFormat.format(new Date(value))
  const at = (value: string) => <time dateTime={value}>{timeFormat.format(new Date(value))}</time>
  const titleOf = (name: string, student: string) => `${name} of ${student}`
  const doneSaid =
    done && (outcome === 'approved' || outcome === 'rejected')
      ? `${titleOf(done.request.name, done.student.name)}: ${REVIEW_MESSAGES[outcome as 'approved' | 'rejected']}`
      : null

  return (
    <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams} className="documents-page">
      <h1>Documents to review</h1>
      {!queue || !overdue ? (
        <p>The documents are for the staff who look after students.</p>
      ) : (
        <>
          <p>
            {admin ? 'Every student’s' : 'Your students’'} new uploads, the oldest first. Open one to see its pages,
            then approve it or reject it with a reason.
          </p>
          {doneSaid ? (
            <p id="documents-done" role="status" tabIndex={-1} className="documents-done">
              {doneSaid}
              {detail ? ` Next: ${titleOf(detail.request.name, detail.student.name)}.` : ' Nothing else waits.'}
            </p>
          ) : null}
          {doneSaid ? (
            <FocusOnArrival key={`done-${reviewed}`} id="documents-done" />
          ) : detail ? (
            <FocusOnArrival key={`open-${detail.version.id}`} id="document-review-title" />
          ) : null}
          <div className="documents-review">
            <section aria-labelledby="documents-queue-title" className="documents-review__queue">
              <h2 id="documents-queue-title">
                To review <span className="board__count">{queue.total}</span>
              </h2>
              {queue.entries.length === 0 ? (
                <p>Nothing waits for review.</p>
              ) : (
                <ol className="documents-queue">
                  {queue.entries.map((entry) => (
                    <li key={entry.id} className="documents-queue__entry">
                      <Link
                        href={`${DOCUMENTS_PATH}?version=${entry.id}`}
                        prefetch={false}
                        aria-current={entry.id === detail?.version.id ? 'true' : undefined}
                        className="documents-queue__link"
                      >
                        <span className="documents-queue__title">
                          {entry.request.name}
                          {entry.version > 1 ? ` (upload ${entry.version})` : ''}
                        </span>
                        <span className="documents-queue__student">{entry.student.name}</span>
                        <span className="documents-queue__detail">
                          <Applications applications={entry.applications} />
                        </span>
                        <span className="documents-queue__detail">
                          Sent {at(entry.uploadedAt)} by {entry.uploadedBy}
                        </span>
                        {entry.request.overdue && entry.request.dueAt ? (
                          <span className="documents-flag documents-flag--overdue">
                            Was due {day(entry.request.dueAt)}
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ol>
              )}
              {queue.total > queue.entries.length ? (
                <p>
                  The {queue.entries.length} oldest of {queue.total} are listed.
                </p>
              ) : null}
            </section>

            {detail ? (
              <section aria-labelledby="document-review-title" className="documents-review__detail">
                <h2 id="document-review-title" tabIndex={-1}>
                  {titleOf(detail.request.name, detail.student.name)}
                </h2>
                <dl className="documents-facts">
                  <dt>Student</dt>
                  <dd>{studentLink(detail.student)}</dd>
                  <dt>Applications</dt>
                  <dd>
                    <Applications applications={detail.applications} />
                  </dd>
                  <dt>Sent</dt>
                  <dd>
                    {at(detail.version.createdAt)} by {detail.uploadedBy} (upload {detail.version.version})
                  </dd>
                  <dt>Due</dt>
                  <dd>
                    {detail.request.dueAt ? day(detail.request.dueAt) : 'No due date'}
                    {detail.request.dueAt && Date.parse(detail.request.dueAt) < now.getTime() ? (
                      <span className="documents-flag documents-flag--overdue"> passed</span>
                    ) : null}
                  </dd>
                  {detail.request.validity && detail.request.validity !== 'none' ? (
                    <>
                      <dt>Validity</dt>
                      <dd>
                        {VALIDITY_RULE_LABELS[detail.request.validity].replace(
                          'N months',
                          `${detail.request.validityMonths ?? 0} months`,
                        )}
                      </dd>
                    </>
                  ) : null}
                  <dt>Status</dt>
                  <dd>{VERSION_STATUS_LABELS[detail.version.status]}</dd>
                </dl>
                {detail.request.help ? <p className="documents-help">Asked for: {detail.request.help}</p> : null}

                <h3>Pages</h3>
                <PagePreviews version={detail.version} title={titleOf(detail.request.name, detail.student.name)} />

                {detail.version.status === 'to-review' ? (
                  <ReviewForm
                    key={detail.version.id}
                    version={detail.version.id}
                    title={titleOf(detail.request.name, detail.student.name)}
                    validity={detail.request.validity ?? 'none'}
                    reviewedPath={`${DOCUMENTS_PATH}?reviewed=${detail.version.id}`}
                  />
                ) : (
                  <p>This upload is reviewed: {VERSION_STATUS_LABELS[detail.version.status]}.</p>
                )}

                <h3>Every upload of this document</h3>
                <ol className="documents-versions" reversed>
                  {detail.versions.map((version) => (
                    <li key={version.id}>
                      <span>
                        Upload {version.version}, sent {at(version.createdAt)} by {version.uploader}:{' '}
                        <strong>{VERSION_STATUS_LABELS[version.status]}</strong>
                        {version.id === detail.version.id ? ' (shown above)' : ''}
                      </span>
                      {version.reason ? (
                        <span className="documents-versions__reason">Why: {version.reason}</span>
                      ) : null}
                      {version.id !== detail.version.id && (version.pages ?? []).length ? (
                        <span className="documents-versions__pages">
                          {(version.pages ?? []).map((page, index) => (
                            <a
                              key={page.id ?? index}
                              href={documentFilePath(version.id, index)}
                              target="_blank"
                              rel="noopener noreferrer"
                            >
                              Page {index + 1}
                              <span className="sr-only"> of upload {version.version} (opens in a new tab)</span>
                            </a>
                          ))}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ol>
                <p>
                  <Link href={`${ADMIN_PATH}/collections/requested-documents/${detail.request.id}`} prefetch={false}>
                    Open the requested document
                  </Link>
                </p>
              </section>
            ) : null}
          </div>

          <section aria-labelledby="documents-overdue-title" className="documents-part">
            <h2 id="documents-overdue-title">
              Overdue <span className="board__count">{overdue.total}</span>
            </h2>
            {overdue.entries.length === 0 ? (
              <p>No item is past its due date.</p>
            ) : (
              <>
                <p>Past their due date and still to be sent (never sent, or rejected), the longest overdue first.</p>
                <ItemTable caption="Overdue documents" items={overdue.entries} day={day} show="due" />
              </>
            )}
          </section>

          <section aria-labelledby="documents-expiring-title" className="documents-part">
            <h2 id="documents-expiring-title">
              Expiring <span className="board__count">{expiring.length}</span>
            </h2>
            {expiring.length === 0 ? (
              <p>No approved document ends too soon.</p>
            ) : (
              <>
                <p>
                  Approved documents that have ended, end within {DOCUMENT_EXPIRY_WARNING_DAYS} days, or end before
                  their intake needs.
                </p>
                <ItemTable caption="Documents expiring" items={expiring} day={day} show="expiry" />
              </>
            )}
          </section>
        </>
      )}
    </AdminPage>
  )
}
