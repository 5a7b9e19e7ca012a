import { PORTAL_DOCUMENTS_PATH } from '@/documents/document-paths'
import { portalDocuments } from '@/documents/portal-documents.server'
import { payloadClient } from '@/payload/payload.server'
import { portalTimeZone } from '@/students/portal-home.server'

import { DocumentItem } from '../_lib/document-item'
import { PORTAL_TEXT } from '../_lib/portal-copy'
import { PortalFrame } from '../_lib/portal-frame'
import { portalMetadata } from '../_lib/portal-metadata'
import styles from '../_lib/portal.module.css'
import { requireViewer } from '../_lib/viewer.server'

export const dynamic = 'force-dynamic'

const TEXT = PORTAL_TEXT.documents

export const generateMetadata = () => portalMetadata(TEXT.title, PORTAL_DOCUMENTS_PATH)

/**
 * /portal/documents: every document the student's applications need, their own first (a passport serves every
 * application), then each application's with its progress. Each links to its page, where it is uploaded.
 */
export default async function DocumentsPage() {
  const viewer = await requireViewer()
  const payload = await payloadClient()
  const [{ groups, student }, timeZone] = await Promise.all([portalDocuments(payload, viewer), portalTimeZone(payload)])
  return (
    <PortalFrame
      viewer={viewer}
      current="documents"
      title={TEXT.title}
      lead={viewer.readOnly ? TEXT.leadOf(student) : TEXT.lead}
    >
      {groups.length ? (
        groups.map((group) => (
          <section
            key={group.key}
            aria-labelledby={`documents-${group.key}`}
            className={`${styles.card} ${styles.block}`}
          >
            <h2 id={`documents-${group.key}`}>{group.title}</h2>
            {group.application !== null ? <p className={styles.meta}>{group.progress}</p> : null}
            {group.items.length ? (
              <ul className={styles.list}>
                {group.items.map((item) => (
                  <DocumentItem key={item.id} item={item} timeZone={timeZone} />
                ))}
              </ul>
            ) : null}
          </section>
        ))
      ) : (
        <p>{TEXT.none}</p>
      )}
    </PortalFrame>
  )
}
