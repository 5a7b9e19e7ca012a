import { notFound } from 'next/navigation'

import { payloadClient } from '@/payload/payload.server'
import { portalApplication } from '@/students/portal-applications.server'
import { portalTimeZone } from '@/students/portal-home.server'
import { PORTAL_PATH } from '@/students/portal-sign-in.server'

import { PORTAL_TEXT } from '../../_lib/portal-copy'
import { dayLabel } from '../../_lib/portal-dates'
import { PortalFrame } from '../../_lib/portal-frame'
import { portalMetadata } from '../../_lib/portal-metadata'
import { StageTimeline } from '../../_lib/stage-timeline'
import styles from '../../_lib/portal.module.css'
import { currentViewer } from '../../_lib/viewer.server'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }> }

const TEXT = PORTAL_TEXT.application

export const generateMetadata = async ({ params }: Props) =>
  portalMetadata(PORTAL_TEXT.home.details, `${PORTAL_PATH}/applications/${(await params).id}`)

/**
 * /portal/applications/<id>: one application of the viewer's student, its stages to come and its deadlines. Any
 * other id, or no session, is a 404: the address says nothing about whose it is.
 */
export default async function ApplicationPage({ params }: Props) {
  const viewer = await currentViewer()
  if (!viewer) notFound()
  const payload = await payloadClient()
  const [application, timeZone] = await Promise.all([
    portalApplication(payload, viewer, (await params).id),
    portalTimeZone(payload),
  ])
  if (!application) notFound()
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
