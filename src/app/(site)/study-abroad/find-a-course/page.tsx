import { ServicePage } from '@/service-pages/components/service-page'
import { servicePageMetadata } from '@/service-pages/service-page-metadata'
import { findACourse } from '@/service-pages/content/find-a-course'

export const generateMetadata = () => servicePageMetadata(findACourse)

export default function Page() {
  return <ServicePage content={findACourse} />
}
