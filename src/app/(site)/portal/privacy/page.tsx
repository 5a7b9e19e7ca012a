import formStyles from '@/forms/forms.module.css'
import { payloadClient } from '@/payload/payload.server'
import { portalTimeZone } from '@/students/portal-home.server'
import { deletionRequestedAt } from '@/students/portal-privacy.server'

import { PORTAL_TEXT } from '../_lib/portal-copy'
import { dayLabel } from '../_lib/portal-dates'
import { PortalFrame } from '../_lib/portal-frame'
import { portalMetadata } from '../_lib/portal-metadata'
import { PORTAL_PAGE_PATH } from '../_lib/portal-pages'
import styles from '../_lib/portal.module.css'
import { requireViewer } from '../_lib/viewer.server'

export const dynamic = 'force-dynamic'

const TEXT = PORTAL_TEXT.privacy
const PAGE = PORTAL_PAGE_PATH.privacy

export const generateMetadata = () => portalMetadata(TEXT.title, PAGE)

/**
 * /portal/privacy: the student downloads what is held about them, or asks for their file to be deleted (an admin
 * confirms by deleting it). Both are plain posts; a parent sees neither.
 */
export default async function PrivacyPage() {
  const viewer = await requireViewer()
  const payload = await payloadClient()
  const [requested, timeZone] = await Promise.all([deletionRequestedAt(payload, viewer), portalTimeZone(payload)])
  return (
    <PortalFrame viewer={viewer} current="privacy" title={TEXT.title} lead={TEXT.lead}>
      {viewer.readOnly ? (
        <p>{TEXT.readOnly}</p>
      ) : (
        <>
          <section aria-labelledby="portal-download" className={styles.block}>
            <h2 id="portal-download">{TEXT.downloadTitle}</h2>
            <p>{TEXT.downloadLead}</p>
            <form method="post" action={`${PAGE}/export`}>
              <button type="submit" className={formStyles.submit}>
                {TEXT.download}
              </button>
            </form>
          </section>
          <section aria-labelledby="portal-delete" className={styles.block}>
            <h2 id="portal-delete">{TEXT.deleteTitle}</h2>
            {requested ? (
              <p role="status" className={styles.notice}>
                {TEXT.requested(dayLabel(requested, timeZone))}
              </p>
            ) : (
              <>
                <p>{TEXT.deleteLead}</p>
                <form method="post" action={`${PAGE}/delete`}>
                  <button type="submit" className={formStyles.submit}>
                    {TEXT.delete}
                  </button>
                </form>
              </>
            )}
          </section>
        </>
      )}
    </PortalFrame>
  )
}
