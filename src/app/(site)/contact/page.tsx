import { ContactDetails } from '@/company-pages/components/contact-details'
import { FaqAccordion } from '@/company-pages/components/faq-accordion'
import { formatAddress } from '@/company-pages/components/format-address'
import { MessagePanel } from '@/company-pages/components/message-panel'
import { OfficeMap } from '@/company-pages/components/office-map'
import { contactPage } from '@/company-pages/content/contact'
import { siteSettings } from '@/content/site-settings.server'
import { EnquiryForm } from '@/forms/enquiry-form'
import { faqPage } from '@/seo/faq-page'
import { JsonLd } from '@/seo/json-ld'
import { pageMetadata } from '@/seo/page-metadata'
import { PageHero } from '@/service-pages/components/page-hero'
import { Section, SectionHeading } from '@/ui/section'

import styles from './contact.module.css'

export const generateMetadata = () =>
  pageMetadata({ title: contactPage.metaTitle, description: contactPage.description, path: contactPage.path })

export default async function Page() {
  const settings = await siteSettings()
  const { message, faq, map } = contactPage
  return (
    <>
      {settings.faq.length ? <JsonLd data={faqPage(settings.faq)} /> : null}
      <PageHero
        trail={[{ name: contactPage.title, path: contactPage.path }]}
        eyebrow={contactPage.eyebrow}
        title={contactPage.title}
        lead={contactPage.lead}
      />
      <Section>
        <div className={styles.columns}>
          <ContactDetails settings={settings} />
          <MessagePanel title={message.title} text={message.text}>
            <EnquiryForm variant="contact" />
          </MessagePanel>
        </div>
      </Section>
      {settings.faq.length ? (
        <Section tone="tint" id="faq" labelledBy="faq-title">
          <SectionHeading id="faq-title" eyebrow={faq.eyebrow} title={faq.title} lead={faq.lead} align="center" />
          <FaqAccordion items={settings.faq} />
        </Section>
      ) : null}
      <Section id="office" labelledBy="office-title">
        <div className={styles.office}>
          <div>
            <SectionHeading id="office-title" eyebrow={map.eyebrow} title={map.title} lead={map.text} />
            <address className={styles.address}>
              {formatAddress(settings.address).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </div>
          <OfficeMap location={settings.map} title={`Map of our office: ${settings.map.query}`} />
        </div>
      </Section>
    </>
  )
}
