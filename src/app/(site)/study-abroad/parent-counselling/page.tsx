import { ServicePage } from '@/service-pages/components/service-page'
import { servicePageMetadata } from '@/service-pages/service-page-metadata'
import { parentCounselling } from '@/service-pages/content/parent-counselling'

export const generateMetadata = () => servicePageMetadata(parentCounselling)

export default function Page() {
  return <ServicePage content={parentCounselling} />
}
