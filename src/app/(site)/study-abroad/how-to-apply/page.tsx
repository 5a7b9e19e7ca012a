import { ServicePage } from '@/service-pages/components/service-page'
import { servicePageMetadata } from '@/service-pages/service-page-metadata'
import { howToApply } from '@/service-pages/content/how-to-apply'

export const generateMetadata = () => servicePageMetadata(howToApply)

export default function Page() {
  return <ServicePage content={howToApply} />
}
