import { Icon } from '@/ui/icon'

import styles from './checklist.module.css'

/** A list of ticked items in columns, for "what you get" and "what to prepare" lists. */
export function Checklist({ items, labelledBy, note }: { items: string[]; labelledBy: string; note?: string }) {
  return (
    <>
      <ul aria-labelledby={labelledBy} className={styles.list}>
        {items.map((item) => (
          <li key={item}>
            <Icon name="CircleCheck" size={20} className={styles.icon} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      {note ? <p className={styles.note}>{note}</p> : null}
    </>
  )
}
