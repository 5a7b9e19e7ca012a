import type { UniversityLogoItem } from '@/content/university-logos.server'
import { Carousel } from '@/ui/carousel'
import { Image } from '@/ui/image'
import { Section, SectionHeading } from '@/ui/section'
import { StaticMarkup } from '@/ui/static-markup'

import { LOGO_CAROUSEL } from './carousel-settings'
import { CAROUSEL_LABELS, LOGOS_TITLE } from './home-copy'
import styles from './university-logos.module.css'

/**
 * A logo is never shown wider than this (CSS px): given as the image's width, the browser picks between two files, for
 * screens of one and two device pixels per CSS pixel, instead of six widths for a picture that is never wide.
 */
const LOGO_WIDTH = 150

/** 'Your path to top universities': the logo carousel of docs/product.md §2 and §9. */
export function UniversityLogos({ logos, lead }: { logos: UniversityLogoItem[]; lead: string }) {
  const shown = logos.filter((item) => item.logo)
  if (!shown.length) return null
  return (
    <Section tone="tint" labelledBy="home-logos">
      <StaticMarkup>
        <SectionHeading id="home-logos" title={LOGOS_TITLE} lead={lead} align="center" />
      </StaticMarkup>
      <Carousel label={CAROUSEL_LABELS.logos} settings={LOGO_CAROUSEL}>
        {shown.map(({ id, name, logo }) => (
          <StaticMarkup key={id} as="figure" className={styles.logo}>
            <Image
              src={logo!.url}
              alt={logo!.alt || name}
              width={LOGO_WIDTH}
              height={Math.round((LOGO_WIDTH * (logo!.height || 300)) / (logo!.width || 600))}
              className={styles.image}
            />
          </StaticMarkup>
        ))}
      </Carousel>
    </Section>
  )
}
