import type { Page } from '@/cms/payload-types'
import { HOME_PAGE_PATH } from '@/config/page-paths'
import { ConsultationForm } from '@/forms/consultation-form'
import { ContentBlock } from '@/service-pages/components/content-block'
import { EnquiryBlock } from '@/service-pages/components/enquiry-block'
import { JumpBar } from '@/service-pages/components/jump-bar'
import { PageHero } from '@/service-pages/components/page-hero'
import { fromCmsPage, isKitBlock, kitBand } from '@/service-pages/from-cms-page'

import { SiteBand } from './site-band'

/**
 * A CMS page as the site shows it: the hero, the jump bar (on a page of several topics), its sections in order (the
 * page kit's bands and the site's own sections) and the enquiry block with the free-consultation form.
 */
export function CmsPageView({ page }: { page: Page }) {
  const content = fromCmsPage(page)
  const { hero } = content
  return (
    <>
      {/* The home page opens with its banner, a section; every other page with the hero and its h1. */}
      {page.path === HOME_PAGE_PATH ? null : (
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
      )}
      {content.jumpBar ? <JumpBar label="On this page" links={content.jumpBar} /> : null}
      {page.layout.map((block, index) =>
        isKitBlock(block) ? (
          <ContentBlock key={block.id ?? index} block={kitBand(block)} />
        ) : (
          <SiteBand key={block.id ?? index} block={block} />
        ),
      )}
      {content.enquiry ? (
        <EnquiryBlock title={content.enquiry.title} text={content.enquiry.text}>
          <ConsultationForm />
        </EnquiryBlock>
      ) : null}
    </>
  )
}
