import { ServicePage } from '@/service-pages/components/service-page'
import { servicePageMetadata } from '@/service-pages/service-page-metadata'
import { summerSchool } from '@/service-pages/content/summer-school'

export const generateMetadata = () => servicePageMetadata(summerSchool)

export default function Page() {
  return <ServicePage content={summerSchool} />
}
