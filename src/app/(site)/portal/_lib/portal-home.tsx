import { siteSettings } from '@/content/site-settings.server'
import { payloadClient } from '@/payload/payload.server'
import { progressOfApplications } from '@/documents/document-progress.server'
import { documentProgress } from '@/schema/student-documents'
import { portalApplications } from '@/students/portal-applications.server'
import { portalCounsellors, portalMeetings, portalStudent, portalTimeZone } from '@/students/portal-home.server'
import type { PortalViewer } from '@/students/portal-sign-in.server'
import { ButtonLink } from '@/ui/button'

import { ApplicationCard } from './application-card'
import { ContactCard } from './contact-card'
import { MeetingCard } from './meeting-card'
import { PORTAL_TEXT } from './portal-copy'
import { PortalFrame } from './portal-frame'
import styles from './portal.module.css'

const TEXT = PORTAL_TEXT.home

/** The signed-in portal's home: the applications, the counsellors and the meetings of the viewer's student. */
export async function PortalHome({ viewer }: { viewer: PortalViewer }) {
  const payload = await payloadClient()
  const [student, applications, counsellors, meetings, timeZone, settings] = await Promise.all([
    portalStudent(payload, viewer),
    portalApplications(payload, viewer),
    portalCounsellors(payload, viewer),
    portalMeetings(payload, viewer),
    portalTimeZone(payload),
    siteSettings(),
  ])
  const progress = await progressOfApplications(
    payload,
    applications.map((application) => application.id),
  )
  /** "7 of 10 approved", for the applications that ask for documents. */
  const documents = (id: number) => {
    const counts = progress.get(id)
    return counts?.required ? documentProgress(counts.approved, counts.required) : undefined
  }
  const studentName = student?.name ?? ''
  return (
    <PortalFrame
      viewer={viewer}
      current="home"
      title={TEXT.title(viewer.name)}
      lead={viewer.readOnly ? TEXT.readOnly(studentName) : undefined}
    >
      <section aria-labelledby="portal-applications" className={styles.block}>
        <h2 id="portal-applications">{viewer.readOnly ? TEXT.applicationsOf(studentName) : TEXT.applications}</h2>
        {applications.length ? (
          <ul className={styles.list}>
            {applications.map((application) => (
              <ApplicationCard
                key={application.id}
                application={application}
                timeZone={timeZone}
                documents={documents(application.id)}
              />
            ))}
          </ul>
        ) : (
          <p>{viewer.readOnly ? TEXT.noApplicationsOf(studentName) : TEXT.noApplications}</p>
        )}
      </section>
      <section aria-labelledby="portal-counsellors" className={styles.block}>
        <h2 id="portal-counsellors">{viewer.readOnly ? TEXT.counsellorsOf(studentName) : TEXT.counsellors}</h2>
        <ul className={styles.list}>
          {counsellors.map((counsellor) => (
            <ContactCard key={counsellor.email} counsellor={counsellor} settings={settings} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="portal-meetings" className={styles.block}>
        <h2 id="portal-meetings">{viewer.readOnly ? TEXT.meetingsOf(studentName) : TEXT.meetings}</h2>
        {meetings.length ? (
          <ul className={styles.list}>
            {meetings.map((meeting) => (
              <MeetingCard key={meeting.id} meeting={meeting} />
            ))}
          </ul>
        ) : (
          <p>{TEXT.noMeetings}</p>
        )}
        {viewer.readOnly ? null : (
          <div className={styles.actions}>
            <ButtonLink href="/book" variant="secondary">
              {TEXT.bookMeeting}
            </ButtonLink>
          </div>
        )}
      </section>
    </PortalFrame>
  )
}
