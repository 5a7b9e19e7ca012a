import type { PortalDocumentItem } from '@/documents/portal-documents.server'

import { PORTAL_TEXT } from './portal-copy'
import { dayLabel } from './portal-dates'
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
      <span className={styles.pill} data-status={item.status}>
        {item.statusLabel}
      </span>
      {item.overdue ? <span className={styles.flag}>{TEXT.overdue}</span> : null}
      {item.expiring ? <span className={styles.flag}>{TEXT.expiring}</span> : null}
      {item.dueAt && item.status !== 'approved' ? (
        <span className={styles.meta}>
          {TEXT.due}: <time dateTime={item.dueAt}>{dayLabel(item.dueAt, timeZone)}</time>
        </span>
      ) : null}
    </li>
  )
}
