import type { TestimonialItem } from '@/content/testimonials.server'
import { TestimonialCard } from '@/sections/testimonials/testimonial-card'
import { fromContent } from '@/sections/testimonials/testimonial-view'
import { ButtonLink } from '@/ui/button'
import { Carousel } from '@/ui/carousel'
import { Icon } from '@/ui/icon'
import { Section, SectionHeading } from '@/ui/section'
import { StaticMarkup } from '@/ui/static-markup'

import { SUCCESS_STORIES_CAROUSEL } from './carousel-settings'
import { CAROUSEL_LABELS, SUCCESS_STORIES_MORE, SUCCESS_STORIES_TITLE } from './home-copy'
import styles from './home-sections.module.css'

/** The 'Success Stories' carousel (docs/product.md §2, §9); not rendered when there are none (§8). */
export function SuccessStories({ stories, lead }: { stories: TestimonialItem[]; lead: string }) {
  if (!stories.length) return null
  return (
    <Section labelledBy="home-success-stories" className={styles.clip}>
      <StaticMarkup className={styles.headingRow}>
        <SectionHeading id="home-success-stories" title={SUCCESS_STORIES_TITLE} lead={lead} />
        <ButtonLink href="/testimonials" variant="secondary">
          {SUCCESS_STORIES_MORE}
          <Icon name="ArrowRight" size={16} />
        </ButtonLink>
      </StaticMarkup>
      <Carousel label={CAROUSEL_LABELS.successStories} settings={SUCCESS_STORIES_CAROUSEL}>
        {stories.map((story) => (
          <TestimonialCard
            key={story.id}
            testimonial={fromContent(story)}
            layout="wide"
            Part={StaticMarkup}
            imageSizes="(min-width: 1200px) 480px, (min-width: 760px) 42vw, 88vw"
          />
        ))}
      </Carousel>
    </Section>
  )
}
