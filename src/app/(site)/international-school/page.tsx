import { ServicePage } from '@/service-pages/components/service-page'
import { servicePageMetadata } from '@/service-pages/service-page-metadata'
import { internationalSchool } from '@/service-pages/content/international-school'

export const generateMetadata = () => servicePageMetadata(internationalSchool)

export default function Page() {
  return <ServicePage content={internationalSchool} />
}
