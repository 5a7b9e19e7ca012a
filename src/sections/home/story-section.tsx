import { ButtonLink } from '@/ui/button'
import { Image } from '@/ui/image'
import { Section } from '@/ui/section'

import { FIGURES, STORY } from './home-copy'
import storyLibrary from './images/story-library.webp'
import styles from './story-section.module.css'

/** Our story, with buttons to /about and /team (docs/product.md §2), and the figures a parent looks for. */
export function StorySection() {
  return (
    <Section labelledBy="home-story">
      <div className={styles.layout}>
        <Image
          src={storyLibrary}
          alt={STORY.imageAlt}
          sizes="(min-width: 1200px) 520px, (min-width: 900px) 42vw, 92vw"
          className={styles.image}
        />
        <div>
          <p className={styles.eyebrow}>{STORY.eyebrow}</p>
          <h2 id="home-story" className={styles.title}>
            {STORY.title}
          </h2>
          {STORY.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          <div className={styles.actions}>
            <ButtonLink href="/about">{STORY.about}</ButtonLink>
            <ButtonLink href="/team" variant="secondary">
              {STORY.team}
            </ButtonLink>
          </div>
        </div>
      </div>
      <dl className={styles.figures}>
        {FIGURES.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
