import { CheckCircle2, FileDown } from 'lucide'

import { Icon } from '@/ui/icon'
import { Image } from '@/ui/image'
import { Section } from '@/ui/section'

import styles from './hiring-hero.module.css'
import { HERO } from './home-copy'
import hiringClassroom from './images/hiring-classroom.webp'

/** The hero statement and the hiring banner image linking to the job description PDF (docs/product.md §2). */
export function HiringHero({ hiringPdfUrl }: { hiringPdfUrl: string | null }) {
  return (
    <Section labelledBy="home-hero">
      <div className={styles.layout}>
        <div>
          <p className={styles.eyebrow}>{HERO.eyebrow}</p>
          <h2 id="home-hero" className={styles.title}>
            {HERO.title}
          </h2>
          <p className={styles.body}>{HERO.body}</p>
          <ul className={styles.points}>
            {HERO.points.map((point) => (
              <li key={point}>
                <Icon icon={CheckCircle2} size={20} />
                {point}
              </li>
            ))}
          </ul>
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
              <span className={styles.badge}>{HERO.hiring.eyebrow}</span>
              <span className={styles.role}>{HERO.hiring.title}</span>
              <span className={styles.cta}>
                <Icon icon={FileDown} size={18} />
                {HERO.hiring.cta}
              </span>
            </span>
          </a>
        ) : null}
      </div>
    </Section>
  )
}
