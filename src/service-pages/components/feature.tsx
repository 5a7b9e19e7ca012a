import type React from 'react'

import { Icon } from '@/ui/icon'
import { Image } from '@/ui/image'

import type { Action, PageImage } from '../types'
import { ActionLink } from './action-link'
import styles from './feature.module.css'

/** Prose beside an illustration: a heading, paragraphs, key points and an optional call to action. */
export function Feature({
  heading,
  paragraphs,
  points,
  pointsLabel,
  image,
  reverse = false,
  action,
}: {
  heading: React.ReactNode
  paragraphs: string[]
  points?: string[]
  pointsLabel?: string
  image?: PageImage
  reverse?: boolean
  action?: Action
}) {
  return (
    <div className={[styles.feature, image ? styles.withImage : '', reverse ? styles.reverse : ''].join(' ')}>
      <div className={styles.text}>
        {heading}
        <div className={styles.prose}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {points?.length ? (
          <ul className={styles.points} aria-label={pointsLabel}>
            {points.map((point) => (
              <li key={point}>
                <Icon name="Check" size={18} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {action ? (
          <div className={styles.action}>
            <ActionLink action={action} variant="secondary" size="md" />
          </div>
        ) : null}
      </div>
      {image ? (
        <div className={styles.media}>
          <Image
            src={image.src}
            width={image.width}
            sourceWidth={image.width}
            height={image.height}
            alt=""
            sizes="(max-width: 900px) 100vw, 520px"
            className={styles.image}
          />
        </div>
      ) : null}
    </div>
  )
}
