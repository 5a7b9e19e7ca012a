import { faqPage } from '@/seo/faq-page'
import { JsonLd } from '@/seo/json-ld'
import { Section, SectionHeading } from '@/ui/section'

import { FaqAccordion } from './faq-accordion'

type Faq = { question: string; answer: string }

/** Questions and answers, first open, with their FAQPage structured data; nothing without questions. */
export function FaqSection({
  eyebrow,
  title,
  lead,
  items,
}: {
  eyebrow: string
  title: string
  lead?: string
  items: Faq[]
}) {
  if (!items.length) return null
  return (
    <>
      <JsonLd data={faqPage(items)} />
      <Section tone="tint" id="faq" labelledBy="faq-title">
        <SectionHeading id="faq-title" eyebrow={eyebrow} title={title} lead={lead} align="center" />
        <FaqAccordion items={items} />
      </Section>
    </>
  )
}
