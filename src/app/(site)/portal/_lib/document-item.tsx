import type { PortalDocumentItem } from '@/documents/portal-documents.server'

import { DocumentStatus } from './document-status'
import { PORTAL_TEXT } from './portal-copy'
import styles from './portal.module.css'

const TEXT = PORTAL_TEXT.documents

/** One requested document in a list: its name (the link to its page), its status, when it is due and its flags. */
export function DocumentItem({ item, timeZone }: { item: PortalDocumentItem; timeZone: string }) {
  return (
    <li className={styles.docItem}>
      <a href={item.href} className={styles.docName}>
        {item.name}
        {item.required ? null : ` (${TEXT.optional})`}
      </a>
      <DocumentStatus item={item} timeZone={timeZone} />
    </li>
  )
}
