import { Icon } from '@/ui/icon'
import { Image } from '@/ui/image'

import { ClampedMessage } from './clamped-message'
import styles from './testimonial-card.module.css'
import type { TestimonialView } from './testimonial-view'
import { VideoFacade } from './video-facade'

/**
 * A testimonial or success story (docs/product.md §2): the image, or the video when there is none; the message
 * clamped with 'Read More'; the name and short tagline. `wide` lays it out side by side (home carousel).
 */
export function TestimonialCard({
  testimonial,
  layout = 'stacked',
  imageSizes = '(min-width: 1200px) 380px, (min-width: 700px) 45vw, 92vw',
  preload = false,
}: {
  testimonial: TestimonialView
  layout?: 'stacked' | 'wide'
  imageSizes?: string
  /** The page's largest image: loaded first. */
  preload?: boolean
}) {
  const { image, videoUrl, name } = testimonial
  return (
    <article className={[styles.card, styles[layout]].join(' ')} aria-label={`${name}’s story`}>
      <div className={styles.media}>
        {image ? (
          <div className={styles.frame}>
            <Image
              src={image.src}
              alt={image.alt}
              fill
              sizes={imageSizes}
              preload={preload}
              fetchPriority={preload ? 'high' : undefined}
              className={styles.image}
            />
          </div>
        ) : videoUrl ? (
          <VideoFacade videoUrl={videoUrl} name={name} />
        ) : null}
      </div>
      <div className={styles.body}>
        <Icon name="Quote" size={28} className={styles.quote} />
        <ClampedMessage text={testimonial.message} />
        <footer className={styles.author}>
          <p className={styles.name}>{name}</p>
          <p className={styles.tagline}>{testimonial.shortTagline}</p>
        </footer>
      </div>
    </article>
  )
}
