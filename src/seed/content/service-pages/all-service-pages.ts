import type { ServicePageContent } from '@/service-pages/types'

import { findACourse } from './find-a-course'
import { howToApply } from './how-to-apply'
import { internationalSchool } from './international-school'
import { mentorshipProgramme } from './mentorship-programme'
import { parentCounselling } from './parent-counselling'
import { researchSupport } from './research-support'
import { scholarshipsTestsVisas } from './scholarships-tests-visas'
import { studyEssentials } from './study-essentials'
import { summerSchool } from './summer-school'
import { universitySelection } from './university-selection'
import { whyStudyAbroad } from './why-study-abroad'

/** The eleven service pages (docs/product.md §2), as the site first publishes them in the CMS. */
export const SERVICE_PAGES: ServicePageContent[] = [
  whyStudyAbroad,
  universitySelection,
  findACourse,
  howToApply,
  scholarshipsTestsVisas,
  mentorshipProgramme,
  parentCounselling,
  internationalSchool,
  summerSchool,
  researchSupport,
  studyEssentials,
]
