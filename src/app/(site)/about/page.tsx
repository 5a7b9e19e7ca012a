import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'About us',
    description:
      'Founded by a university lecturer who has supervised international students for years, we help families make confident, well-informed choices about study abroad.',
    path: '/about',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="About us"
      title="About us"
      lead="Founded by a university lecturer who has supervised international students for years, we help families make confident, well-informed choices about study abroad."
    />
  )
}
