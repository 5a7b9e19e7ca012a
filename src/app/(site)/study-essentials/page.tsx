import { ServicePage } from '@/service-pages/components/service-page'
import { servicePageMetadata } from '@/service-pages/service-page-metadata'
import { studyEssentials } from '@/service-pages/content/study-essentials'

export const generateMetadata = () => servicePageMetadata(studyEssentials)

export default function Page() {
  return <ServicePage content={studyEssentials} />
}
