import { ConsultationForm } from '@/forms/consultation-form'

import type { ServicePageContent } from '../types'
import { ContentBlock } from './content-block'
import { EnquiryBlock } from './enquiry-block'
import { JumpBar } from './jump-bar'
import { PageHero } from './page-hero'

/**
 * A whole service page from its content: the hero, the jump bar (on a page of several topics), the blocks and
 * the enquiry block with the free-consultation form (on a page that has one).
 */
export function ServicePage({ content }: { content: ServicePageContent }) {
  const { hero } = content
  return (
    <>
      <PageHero
        trail={[{ name: hero.title, path: content.path }]}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        image={hero.image}
        primary={hero.primary}
        secondary={hero.secondary}
        highlights={hero.highlights}
      />
      {content.jumpBar ? <JumpBar label="On this page" links={content.jumpBar} /> : null}
      {content.blocks.map((block, index) => (
        <ContentBlock key={index} block={block} />
      ))}
      {content.enquiry ? (
        <EnquiryBlock title={content.enquiry.title} text={content.enquiry.text}>
          <ConsultationForm />
        </EnquiryBlock>
      ) : null}
    </>
  )
}
