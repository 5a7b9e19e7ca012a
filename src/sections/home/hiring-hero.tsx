import { Icon } from '@/ui/icon'
import { Image } from '@/ui/image'
import { Section } from '@/ui/section'

import styles from './hiring-hero.module.css'
import hiringClassroom from './images/hiring-classroom.webp'

type HiringCopy = {
  eyebrow: string
  title: string
  body: string
  points: string[]
  hiring: { badge: string; role: string; cta: string }
}

/** The hero statement and the hiring banner image linking to the job description PDF (docs/product.md §2). */
export function HiringHero({ hiringPdfUrl, copy }: { hiringPdfUrl: string | null; copy: HiringCopy }) {
  return (
    <Section labelledBy="home-hero">
      <div className={styles.layout}>
        <div>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h2 id="home-hero" className={styles.title}>
            {copy.title}
          </h2>
          <p className={styles.body}>{copy.body}</p>
          {copy.points.length ? (
            <ul className={styles.points}>
              {copy.points.map((point) => (
                <li key={point}>
                  <Icon name="CheckCircle2" size={20} />
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {hiringPdfUrl ? (
          <a href={hiringPdfUrl} className={styles.hiring} download>
            <Image
              src={hiringClassroom}
              alt=""
              sizes="(min-width: 1200px) 560px, (min-width: 900px) 45vw, 92vw"
              className={styles.image}
            />
            <span className={styles.overlay}>
              <span className={styles.badge}>{copy.hiring.badge}</span>
              <span className={styles.role}>{copy.hiring.role}</span>
              <span className={styles.cta}>
                <Icon name="FileDown" size={18} />
                {copy.hiring.cta}
              </span>
            </span>
          </a>
        ) : null}
      </div>
    </Section>
  )
}
