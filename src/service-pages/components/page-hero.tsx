import type { Crumb } from '@/seo/breadcrumbs'
import { Container } from '@/ui/container'
import { Icon } from '@/ui/icon'
import { Image } from '@/ui/image'
import { StaticMarkup } from '@/ui/static-markup'

import type { Action, PageImage } from '../types'
import { ActionLink } from './action-link'
import { Breadcrumbs } from './breadcrumbs'
import styles from './page-hero.module.css'

/**
 * The opening band of a content page: trail, eyebrow, the page's one h1, a lead, actions and an illustration. The
 * words and links are HTML only (StaticMarkup); the illustration is next/image's.
 */
export function PageHero({
  trail,
  eyebrow,
  title,
  lead,
  image,
  primary,
  secondary,
  highlights,
}: {
  trail: Crumb[]
  eyebrow: string
  title: string
  lead: string
  image?: PageImage
  primary?: Action
  secondary?: Action
  highlights?: string[]
}) {
  return (
    <div className={[styles.hero, image ? styles.withImage : ''].join(' ')}>
      <Container className={styles.inner}>
        <StaticMarkup className={styles.text}>
          <Breadcrumbs trail={trail} />
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {primary || secondary ? (
            <div className={styles.actions}>
              {primary ? <ActionLink action={primary} /> : null}
              {secondary ? <ActionLink action={secondary} variant="secondary" /> : null}
            </div>
          ) : null}
          {highlights?.length ? (
            <ul className={styles.highlights} aria-label="At a glance">
              {highlights.map((highlight) => (
                <li key={highlight}>
                  <Icon name="Check" size={16} />
                  {highlight}
                </li>
              ))}
            </ul>
          ) : null}
        </StaticMarkup>
        {image ? (
          <div className={styles.media}>
            <Image
              src={image.src}
              width={image.width}
              sourceWidth={image.width}
              height={image.height}
              alt=""
              preload
              fetchPriority="high"
              sizes="(max-width: 900px) 100vw, 560px"
              className={styles.image}
            />
          </div>
        ) : null}
      </Container>
    </div>
  )
}
