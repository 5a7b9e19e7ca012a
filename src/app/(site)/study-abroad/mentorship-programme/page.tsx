import { ServicePage } from '@/service-pages/components/service-page'
import { servicePageMetadata } from '@/service-pages/service-page-metadata'
import { mentorshipProgramme } from '@/service-pages/content/mentorship-programme'

export const generateMetadata = () => servicePageMetadata(mentorshipProgramme)

export default function Page() {
  return <ServicePage content={mentorshipProgramme} />
}
