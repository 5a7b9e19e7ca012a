import { Image } from '@/ui/image'

import type { Item } from '../types'
import styles from './card-list.module.css'

/** Items as a grid of rounded cards, optionally numbered, each with an optional picture and key points. */
export function CardList({
  items,
  labelledBy,
  numbered = false,
  columns = 3,
}: {
  items: Item[]
  labelledBy: string
  numbered?: boolean
  columns?: 2 | 3 | 4
}) {
  const List = numbered ? 'ol' : 'ul'
  return (
    <List aria-labelledby={labelledBy} className={[styles.grid, styles[`columns${columns}`]].join(' ')}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.card}>
          {item.image ? (
            <Image
              src={item.image.src}
              width={item.image.width}
              sourceWidth={item.image.width}
              height={item.image.height}
              alt=""
              sizes="(max-width: 900px) 100vw, 400px"
              className={styles.image}
            />
          ) : null}
          <div className={styles.body}>
            {numbered ? (
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            ) : null}
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
            {item.points?.length ? (
              <ul className={styles.points}>
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </List>
  )
}
