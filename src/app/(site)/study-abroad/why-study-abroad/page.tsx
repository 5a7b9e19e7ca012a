import { ServicePage } from '@/service-pages/components/service-page'
import { servicePageMetadata } from '@/service-pages/service-page-metadata'
import { whyStudyAbroad } from '@/service-pages/content/why-study-abroad'

export const generateMetadata = () => servicePageMetadata(whyStudyAbroad)

export default function Page() {
  return <ServicePage content={whyStudyAbroad} />
}
