import { Skeleton } from '@/ui/skeleton'

import styles from './testimonial-card.module.css'

/** The placeholder of one testimonial while a page loads. */
export function TestimonialSkeleton() {
  return (
    <li data-skeleton="testimonial">
      <div className={[styles.card, styles.stacked].join(' ')}>
        <Skeleton width="100%" height="auto" radius="var(--radius-md)" aspectRatio="16 / 9" />
        <div className={styles.body}>
          <Skeleton width="100%" height="0.95rem" />
          <Skeleton width="95%" height="0.95rem" />
          <Skeleton width="70%" height="0.95rem" />
          <Skeleton width="45%" height="1.1rem" />
        </div>
      </div>
    </li>
  )
}
