import { portalApplication } from '@/students/portal-applications.server'
import { PORTAL_PATH } from '@/students/portal-sign-in.server'
import { NotFoundPage, notFoundMetadata } from '@/shell/not-found-page'

import { PORTAL_TEXT } from '../../_lib/portal-copy'
import { dayLabel } from '../../_lib/portal-dates'
import { PortalFrame } from '../../_lib/portal-frame'
import { portalMetadata } from '../../_lib/portal-metadata'
import { StageTimeline } from '../../_lib/stage-timeline'
import styles from '../../_lib/portal.module.css'
import { viewersOwn } from '../../_lib/viewer.server'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }> }

const TEXT = PORTAL_TEXT.application

/** The viewer's own application under this id, or null (no session, another student's, none). */
const viewersApplication = viewersOwn(portalApplication)

export async function generateMetadata({ params }: Props) {
  const { id } = await params
  if (!(await viewersApplication(id))) return notFoundMetadata
  return portalMetadata(PORTAL_TEXT.home.details, `${PORTAL_PATH}/applications/${id}`)
}

/**
 * /portal/applications/<id>: one application of the viewer's student, its stages to come and its deadlines. Any
 * other id, or no session, is the site's not-found page and a 404: the address says nothing about whose it is.
 */
export default async function ApplicationPage({ params }: Props) {
  const own = await viewersApplication((await params).id)
  if (!own) return <NotFoundPage />
  const { viewer, found: application, timeZone } = own
  return (
    <PortalFrame
      viewer={viewer}
      current="home"
      title={`${application.university}: ${application.programme}`}
      lead={`${application.intake}${application.country ? ` · ${application.country}` : ''}`}
    >
      <p>
        <a href={PORTAL_PATH}>{TEXT.back}</a>
      </p>
      <section aria-labelledby="application-stage" className={styles.block}>
        <h2 id="application-stage">{TEXT.stage}</h2>
        <p className={`${styles.stage} ${application.exited ? styles.exit : ''}`}>{application.stageLabel}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{PORTAL_TEXT.home.next}</dt>
            <dd>{application.nextStep}</dd>
          </div>
        </dl>
        <StageTimeline application={application} timeZone={timeZone} label={TEXT.progress} ahead />
      </section>
      <section aria-labelledby="application-deadlines" className={styles.block}>
        <h2 id="application-deadlines">{TEXT.deadlines}</h2>
        {application.deadlines.length ? (
          <ul className={styles.list}>
            {application.deadlines.map((deadline, index) => (
              <li key={`${deadline.dueAt}-${index}`} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  {deadline.label}
                  {deadline.met ? ` (${TEXT.met})` : ''}
                </h3>
                <p className={styles.meta}>
                  <time dateTime={deadline.dueAt}>{dayLabel(deadline.dueAt, timeZone)}</time>
                </p>
                {deadline.note ? <p>{deadline.note}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{TEXT.noDeadlines}</p>
        )}
      </section>
    </PortalFrame>
  )
}
