import type React from 'react'

import type { ServicePageContent } from '../types'
import { ContactOptions } from './contact-options'
import { ContentBlock } from './content-block'
import { EnquiryBlock } from './enquiry-block'
import { JumpBar } from './jump-bar'
import { PageHero } from './page-hero'

/**
 * A whole service page from its content: the hero, the jump bar (on a page of several topics), the blocks and
 * the enquiry block. `enquiryForm` fills the enquiry block; until the consultation form is wired in, the
 * block offers the direct ways to reach a counsellor.
 */
export function ServicePage({ content, enquiryForm }: { content: ServicePageContent; enquiryForm?: React.ReactNode }) {
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
      <EnquiryBlock title={content.enquiry.title} text={content.enquiry.text}>
        {enquiryForm ?? <ContactOptions />}
      </EnquiryBlock>
    </>
  )
}
