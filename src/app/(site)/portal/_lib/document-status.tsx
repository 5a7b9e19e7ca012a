import type { PortalDocumentItem } from '@/documents/portal-documents.server'

import { PORTAL_TEXT } from './portal-copy'
import { dayLabel } from './portal-dates'
import styles from './portal.module.css'

const TEXT = PORTAL_TEXT.documents

type Props = {
  item: PortalDocumentItem
  timeZone: string
  /** The due line's element: a span in a list's row, a paragraph on the document's own page. */
  dueAs?: 'span' | 'p'
}

/** A requested document's status, its overdue and expiring flags and, until it is approved, when it is due. */
export function DocumentStatus({ item, timeZone, dueAs: Due = 'span' }: Props) {
  return (
    <>
      <span className={styles.pill} data-status={item.status}>
        {item.statusLabel}
      </span>
      {item.overdue ? <span className={styles.flag}>{TEXT.overdue}</span> : null}
      {item.expiring ? <span className={styles.flag}>{TEXT.expiring}</span> : null}
      {item.dueAt && item.status !== 'approved' ? (
        <Due className={styles.meta}>
          {TEXT.due}: <time dateTime={item.dueAt}>{dayLabel(item.dueAt, timeZone)}</time>
        </Due>
      ) : null}
    </>
  )
}
