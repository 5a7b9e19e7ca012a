import { ButtonLink } from '@/ui/button'
import { Image } from '@/ui/image'
import { Section } from '@/ui/section'

import { STORY_BUTTONS } from './home-copy'
import storyLibrary from './images/story-library.webp'
import styles from './story-section.module.css'

/** Our story, with buttons to /about and /team (docs/product.md §2), and the figures a parent looks for. */
export function StorySection({
  copy,
}: {
  copy: {
    eyebrow: string
    title: string
    paragraphs: string[]
    imageAlt: string
    figures: { value: string; label: string }[]
  }
}) {
  return (
    <Section labelledBy="home-story">
      <div className={styles.layout}>
        <Image
          src={storyLibrary}
          alt={copy.imageAlt}
          sizes="(min-width: 1200px) 520px, (min-width: 900px) 42vw, 92vw"
          className={styles.image}
        />
        <div>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h2 id="home-story" className={styles.title}>
            {copy.title}
          </h2>
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          <div className={styles.actions}>
            <ButtonLink href="/about">{STORY_BUTTONS.about}</ButtonLink>
            <ButtonLink href="/team" variant="secondary">
              {STORY_BUTTONS.team}
            </ButtonLink>
          </div>
        </div>
      </div>
      {copy.figures.length ? (
        <dl className={styles.figures}>
          {copy.figures.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt className={styles.label}>{figure.label}</dt>
              <dd className={styles.value}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Section>
  )
}
