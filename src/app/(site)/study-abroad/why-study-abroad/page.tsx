import { pageMetadata } from '@/seo/page-metadata'
import { PlaceholderPage } from '@/shell/placeholder-page'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Why study abroad',
    description: 'Ten reasons students choose to study abroad, and how to decide whether it is right for you.',
    path: '/study-abroad/why-study-abroad',
  })

export default function Page() {
  return (
    <PlaceholderPage
      eyebrow="Study abroad"
      title="Why study abroad"
      lead="Ten reasons students choose to study abroad, and how to decide whether it is right for you."
    />
  )
}
