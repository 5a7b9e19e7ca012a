import { siteUrl } from '@/config/env.server'
import { siteSettings } from '@/content/site-settings.server'
import { JsonLd } from '@/seo/json-ld'
import { educationalOrganization } from '@/seo/organization'
import { pageMetadata } from '@/seo/page-metadata'
import { ButtonLink } from '@/ui/button'
import { Section } from '@/ui/section'

import styles from './home.module.css'

export async function generateMetadata() {
  const settings = await siteSettings()
  return pageMetadata({
    title: `${settings.name} | ${settings.tagline}`,
    exactTitle: true,
    description:
      'Study abroad, boarding school and research support from an academic-led consultancy in Noida: university selection, applications, scholarships, visas and mentoring.',
    path: '/',
  })
}

/** Home page opening banner; the other home sections arrive with the content pages. */
export default async function HomePage() {
  const settings = await siteSettings()
  return (
    <>
      <JsonLd data={educationalOrganization(settings, siteUrl())} />
      <Section tone="tint" labelledBy="home-title">
        <div className={styles.hero}>
          <p className={styles.eyebrow}>Study abroad · Boarding schools · Research support</p>
          <h1 id="home-title" className={styles.title}>
            {settings.tagline}
          </h1>
          <p className={styles.lead}>
            Honest, expert guidance for students and the parents beside them: choosing a university, applying, funding
            it and settling in, in the UK, Ireland, Australia, Europe and Dubai.
          </p>
          <div className={styles.actions}>
            <ButtonLink href="/contact" size="lg">
              Get free consultation
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  )
}
