import { chatUrl } from '@/schema/contact-links'
import { ButtonLink } from '@/ui/button'
import { Container } from '@/ui/container'
import { BrandIcon, Icon } from '@/ui/icon'
import { Image } from '@/ui/image'
import { StaticMarkup } from '@/ui/static-markup'

import { SIDE_BY_SIDE } from './banner-layout'
import styles from './home-banner.module.css'
import { BANNER } from './home-copy'
import heroGraduation from './images/hero-graduation.webp'

/** The opening banner: the page's one h1, 'Get free consultation' and the messaging-app chat (docs/product.md §2). */
export function HomeBanner({
  tagline,
  chatNumber,
  name,
  copy,
}: {
  tagline: string
  /** No chat button without a number to chat with. */
  chatNumber: string | null
  name: string
  copy: { eyebrow: string; lead: string; reassurance: string[]; imageAlt: string }
}) {
  return (
    <section className={styles.banner} aria-labelledby="home-title">
      <Container className={styles.inner}>
        <StaticMarkup className={styles.copy}>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h1 id="home-title" className={styles.title}>
            {tagline}
          </h1>
          <p className={styles.lead}>{copy.lead}</p>
          <div className={styles.actions}>
            <ButtonLink href="/contact" size="lg" variant="accent">
              {BANNER.consultation}
            </ButtonLink>
            {chatNumber ? (
              <a
                className={styles.chat}
                href={chatUrl(chatNumber, { text: BANNER.chatMessage(name) })}
                target="_blank"
                rel="noopener noreferrer"
              >
                <BrandIcon name="whatsapp" size={20} />
                {BANNER.chat}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
          {copy.reassurance.length ? (
            <ul className={styles.reassurance}>
              {copy.reassurance.map((item) => (
                <li key={item}>
                  <Icon name="Check" size={16} strokeWidth={2.5} />
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
        </StaticMarkup>
        <div className={styles.visual}>
          <Image
            src={heroGraduation}
            alt={copy.imageAlt}
            preload
            preloadMedia={SIDE_BY_SIDE}
            sizes="(min-width: 1200px) 560px, (min-width: 900px) 45vw, 92vw"
            className={styles.image}
          />
        </div>
      </Container>
    </section>
  )
}
