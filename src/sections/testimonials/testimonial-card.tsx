import type React from 'react'

import { Icon } from '@/ui/icon'
import { Image } from '@/ui/image'

import { ClampedMessage } from './clamped-message'
import styles from './testimonial-card.module.css'
import type { TestimonialView } from './testimonial-view'
import { VideoFacade } from './video-facade'

type PartProps = { as?: 'div' | 'footer' | 'span'; className?: string; children: React.ReactNode }
/** A part of the card that holds no client component; the home page draws it as StaticMarkup. */
export type CardPart = (props: PartProps) => React.ReactNode

const PlainPart: CardPart = ({ as: Tag = 'div', ...rest }) => <Tag {...rest} />

/**
 * A testimonial or success story (docs/product.md §2): the image, or the video when there is none; the message
 * clamped with 'Read More'; the name and short tagline. `wide` lays it out side by side (home carousel).
 */
export function TestimonialCard({
  testimonial,
  layout = 'stacked',
  imageSizes = '(min-width: 1200px) 380px, (min-width: 700px) 45vw, 92vw',
  preload = false,
  Part = PlainPart,
}: {
  testimonial: TestimonialView
  layout?: 'stacked' | 'wide'
  imageSizes?: string
  /** The page's largest image: loaded first. */
  preload?: boolean
  Part?: CardPart
}) {
  const { image, videoUrl, name } = testimonial
  const MediaPart = image && !preload ? Part : PlainPart
  return (
    <article className={[styles.card, styles[layout]].join(' ')} aria-label={`${name}’s story`}>
      {/* A picture that is not the page's largest holds no client code: the home page sends it as HTML only. */}
      <MediaPart className={styles.media}>
        {image ? (
          <div className={styles.frame}>
            <Image
              src={image.src}
              alt={image.alt}
              fill
              sourceWidth={image.width}
              sizes={imageSizes}
              preload={preload}
              fetchPriority={preload ? 'high' : undefined}
              className={styles.image}
            />
          </div>
        ) : videoUrl ? (
          <VideoFacade videoUrl={videoUrl} name={name} />
        ) : null}
      </MediaPart>
      <div className={styles.body}>
        <Part as="span" className={styles.quote}>
          <Icon name="Quote" size={28} />
        </Part>
        <ClampedMessage>
          <Part as="span">{testimonial.message}</Part>
        </ClampedMessage>
        <Part as="footer" className={styles.author}>
          <p className={styles.name}>{name}</p>
          <p className={styles.tagline}>{testimonial.shortTagline}</p>
        </Part>
      </div>
    </article>
  )
}
