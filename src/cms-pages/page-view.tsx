import { Fragment } from 'react'

import type { Page } from '@/cms/payload-types'
import { HOME_PAGE_PATH } from '@/config/page-paths'
import { ConsultationForm } from '@/forms/consultation-form'
import { ContentBlock } from '@/service-pages/components/content-block'
import { EnquiryBlock } from '@/service-pages/components/enquiry-block'
import { JumpBar } from '@/service-pages/components/jump-bar'
import { PageHero } from '@/service-pages/components/page-hero'
import { fromCmsPage, isKitBlock, kitBand } from '@/service-pages/from-cms-page'
import { StaticMarkup } from '@/ui/static-markup'

import styles from './page-view.module.css'
import { SiteBand } from './site-band'

/**
 * The bands a first screen can show (docs/decisions/0143): the home page's banner, strip and first section; on any
 * other page, the hero fills a phone's first screen and one band follows it on a wide one (docs/decisions/0206). A
 * page of several topics keeps three: its jump bar marks the topic in view from where the topics lie, and a topic
 * opened by its address must not move while the bands above it take their real heights.
 */
const bandsRenderedAtLoad = (path: string, jumpBar: boolean) => (path === HOME_PAGE_PATH || jumpBar ? 3 : 1)

/**
 * A CMS page as the site shows it: the hero, the jump bar (on a page of several topics), its sections in order (the
 * page kit's bands and the site's own sections) and the enquiry block with the free-consultation form.
 */
export function CmsPageView({ page }: { page: Page }) {
  const content = fromCmsPage(page)
  const { hero } = content
  const renderedAtLoad = bandsRenderedAtLoad(page.path, Boolean(content.jumpBar))
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
      {page.layout.map((block, index) => {
        const band = isKitBlock(block) ? (
          <StaticMarkup>
            <ContentBlock block={kitBand(block)} />
          </StaticMarkup>
        ) : (
          <SiteBand block={block} />
        )
        // Bands further down are laid out and painted when they near the viewport, not while the page loads. A band's
        // key is its place: a block's id would be written into the router's payload for each band (issue 65).
        return index < renderedAtLoad ? (
          <Fragment key={index}>{band}</Fragment>
        ) : (
          <div key={index} className={styles.later}>
            {band}
          </div>
        )
      })}
      {content.enquiry ? (
        <EnquiryBlock title={content.enquiry.title} text={content.enquiry.text}>
          <ConsultationForm />
        </EnquiryBlock>
      ) : null}
    </>
  )
}
