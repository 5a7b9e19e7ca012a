import type { Picture } from '@/content/picture'
import { Image } from '@/ui/image'
import { Section } from '@/ui/section'

import styles from './figure-band.module.css'

/** A picture from the media library across the reading column, with its caption under it. */
export function FigureBand({
  picture,
  caption,
  tone,
}: {
  picture: Picture
  caption?: string
  tone?: 'plain' | 'tint'
}) {
  return (
    <Section tone={tone}>
      <figure className={styles.figure}>
        <Image
          src={picture.url}
          alt={picture.alt}
          width={picture.width || 1600}
          sourceWidth={picture.width || undefined}
          height={picture.height || 900}
          sizes="(min-width: 1200px) 1040px, 92vw"
          className={styles.image}
        />
        {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      </figure>
    </Section>
  )
}
