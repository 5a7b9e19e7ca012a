import { LegalLayout } from '@/company-pages/components/legal-layout'
import { TermsList } from '@/company-pages/components/terms-list'
import { TERMS, termsPage } from '@/company-pages/content/terms'
import { siteSettings } from '@/content/site-settings.server'
import { pageMetadata } from '@/seo/page-metadata'

export const generateMetadata = () =>
  pageMetadata({ title: termsPage.metaTitle, description: termsPage.description, path: termsPage.path })

export default async function Page() {
  const settings = await siteSettings()
  return (
    <LegalLayout page={termsPage} eyebrow="Legal">
      <TermsList statements={TERMS} name={settings.name} email={settings.emails.general} />
    </LegalLayout>
  )
}
