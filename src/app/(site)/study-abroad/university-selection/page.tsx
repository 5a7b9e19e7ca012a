import { ServicePage } from '@/service-pages/components/service-page'
import { servicePageMetadata } from '@/service-pages/service-page-metadata'
import { universitySelection } from '@/service-pages/content/university-selection'

export const generateMetadata = () => servicePageMetadata(universitySelection)

export default function Page() {
  return <ServicePage content={universitySelection} />
}
