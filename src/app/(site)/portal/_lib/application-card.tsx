import type { PortalApplication } from '@/students/portal-applications.server'

import { PORTAL_TEXT } from './portal-copy'
import { dayLabel } from './portal-dates'
import { PORTAL_PAGE_PATH, PORTAL_PATH_OF_APPLICATION } from './portal-pages'
import { StageTimeline } from './stage-timeline'
import styles from './portal.module.css'

const TEXT = PORTAL_TEXT.home

/** One application on the portal's home: where it stands, what happens next and by when, and how it got there. */
export function ApplicationCard({
  application,
  timeZone,
  documents,
}: {
  application: PortalApplication
  timeZone: string
  /** "7 of 10 approved", when documents are asked for it. */
  documents?: string
}) {
  const titleId = `application-${application.id}`
  return (
    <li className={styles.card}>
      <h3 id={titleId} className={styles.cardTitle}>
        <a href={PORTAL_PATH_OF_APPLICATION(application.id)}>
          {application.university}: {application.programme}
        </a>
      </h3>
      <p className={styles.meta}>
        {application.intake}
        {application.country ? ` · ${application.country}` : ''}
      </p>
      <p className={`${styles.stage} ${application.exited ? styles.exit : ''}`}>{application.stageLabel}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{TEXT.next}</dt>
          <dd>{application.nextStep}</dd>
        </div>
        <div>
          <dt>{TEXT.nextDeadline}</dt>
          <dd>
            {application.nextDeadline
              ? `${application.nextDeadline.label}: ${dayLabel(application.nextDeadline.dueAt, timeZone)}`
              : TEXT.noDeadline}
          </dd>
        </div>
        {documents ? (
          <div>
            <dt>{PORTAL_TEXT.documents.progress}</dt>
            <dd>
              <a href={`${PORTAL_PAGE_PATH.documents}#documents-application-${application.id}`}>{documents}</a>
            </dd>
          </div>
        ) : null}
      </dl>
      <StageTimeline
        application={application}
        timeZone={timeZone}
        label={`${TEXT.timeline}: ${application.university}`}
      />
    </li>
  )
}
