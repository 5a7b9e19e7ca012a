import { LegalLayout } from '@/company-pages/components/legal-layout'
import { PolicySections } from '@/company-pages/components/policy-sections'
import { PRIVACY_SECTIONS, privacyPage } from '@/company-pages/content/privacy'
import { siteSettings } from '@/content/site-settings.server'
import { pageMetadata } from '@/seo/page-metadata'

export const generateMetadata = () =>
  pageMetadata({ title: privacyPage.metaTitle, description: privacyPage.description, path: privacyPage.path })

export default async function Page() {
  const settings = await siteSettings()
  return (
    <LegalLayout page={privacyPage} eyebrow="Legal">
      <PolicySections sections={PRIVACY_SECTIONS} name={settings.name} email={settings.emails.general} />
    </LegalLayout>
  )
}
