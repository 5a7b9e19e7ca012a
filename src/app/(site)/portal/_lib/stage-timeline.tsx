import { PROGRESS_STAGES, STAGE_LABELS } from '@/schema/application-stages'
import type { PortalApplication } from '@/students/portal-applications.server'

import { PORTAL_TEXT } from './portal-copy'
import { dayLabel } from './portal-dates'
import styles from './portal.module.css'

/**
 * An application's stages as a timeline: each stage it reached with its date, oldest first, an exit marked as where
 * it ended; with `ahead`, the progress stages still to come after the current one.
 */
export function StageTimeline({
  application,
  timeZone,
  label,
  ahead = false,
}: {
  application: PortalApplication
  timeZone: string
  label: string
  ahead?: boolean
}) {
  const current = (PROGRESS_STAGES as readonly string[]).indexOf(application.stage)
  const toCome = ahead && !application.exited && current >= 0 ? PROGRESS_STAGES.slice(current + 1) : []
  return (
    <ol className={styles.timeline} aria-label={label}>
      {application.history.map((step, index) => (
        <li key={`${step.stage}-${step.at}-${index}`} className={step.exit ? styles.exitStep : undefined}>
          <span className={styles.stepName}>
            {step.label}
            {step.exit ? ` (${PORTAL_TEXT.application.exit})` : ''}
          </span>
          <time dateTime={step.at} className={styles.when}>
            {dayLabel(step.at, timeZone)}
          </time>
        </li>
      ))}
      {toCome.map((stage) => (
        <li key={stage} className={styles.ahead}>
          <span className={styles.stepName}>{STAGE_LABELS[stage]}</span>
        </li>
      ))}
    </ol>
  )
}
