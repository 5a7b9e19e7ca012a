import { ServicePage } from '@/service-pages/components/service-page'
import { servicePageMetadata } from '@/service-pages/service-page-metadata'
import { researchSupport } from '@/service-pages/content/research-support'

export const generateMetadata = () => servicePageMetadata(researchSupport)

export default function Page() {
  return <ServicePage content={researchSupport} />
}
