import { ServicePage } from '@/service-pages/components/service-page'
import { servicePageMetadata } from '@/service-pages/service-page-metadata'
import { scholarshipsTestsVisas } from '@/service-pages/content/scholarships-tests-visas'

export const generateMetadata = () => servicePageMetadata(scholarshipsTestsVisas)

export default function Page() {
  return <ServicePage content={scholarshipsTestsVisas} />
}
