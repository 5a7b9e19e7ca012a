import { about } from '@/company-pages/content/about'
import { pageMetadata } from '@/seo/page-metadata'
import { ContentBlock } from '@/service-pages/components/content-block'
import { PageHero } from '@/service-pages/components/page-hero'

export const generateMetadata = () =>
  pageMetadata({ title: 'About us', description: about.description, path: about.path })

export default function Page() {
  return (
    <>
      <PageHero trail={[{ name: about.hero.title, path: about.path }]} {...about.hero} />
      {about.blocks.map((block, index) => (
        <ContentBlock key={index} block={block} />
      ))}
    </>
  )
}
