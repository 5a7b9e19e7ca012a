import type { PortalMeeting } from '@/students/portal-home.server'
import { ButtonLink } from '@/ui/button'

import { PORTAL_TEXT } from './portal-copy'
import { momentLabel } from './portal-dates'
import styles from './portal.module.css'

const TEXT = PORTAL_TEXT.home

const wayOf = (meeting: PortalMeeting) =>
  meeting.way.mode === 'phone'
    ? `By phone: ${meeting.counsellor} calls ${meeting.way.number}`
    : meeting.way.mode === 'video'
      ? 'By video call'
      : `At the office: ${meeting.way.address}`

/** A meeting to come, with its own links to move or cancel it (the student's only). */
export function MeetingCard({ meeting }: { meeting: PortalMeeting }) {
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{meeting.meetingName}</h3>
      <p className={styles.meta}>
        <time dateTime={meeting.start}>{momentLabel(meeting.start, meeting.timeZone)}</time>
        {` · ${meeting.counsellor}`}
      </p>
      <p className={styles.meta}>{wayOf(meeting)}</p>
      {meeting.way.mode === 'video' ? (
        <p className={styles.meta}>
          <a href={meeting.way.url} target="_blank" rel="noopener noreferrer">
            Join the call<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      {meeting.links ? (
        <div className={styles.actions}>
          <ButtonLink href={meeting.links.reschedule} variant="secondary" size="sm">
            {TEXT.reschedule}
            <span className="sr-only"> of {meeting.meetingName}</span>
          </ButtonLink>
          <ButtonLink href={meeting.links.cancel} variant="ghost" size="sm">
            {TEXT.cancel}
            <span className="sr-only"> {meeting.meetingName}</span>
          </ButtonLink>
        </div>
      ) : null}
    </li>
  )
}
