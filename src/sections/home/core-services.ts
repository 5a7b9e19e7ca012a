// The 'Core services' grid of the home page (docs/product.md §2): nine cards, each linking to its page. A service
// card is the §3 entity { path, icon, title, desc }.

export type ServiceIcon =
  'university' | 'summer' | 'school' | 'scholarship' | 'mentorship' | 'test' | 'visa' | 'loan' | 'research'

export type ServiceCard = { path: string; icon: ServiceIcon; title: string; desc: string }

const SHARED_STUDY_PAGE = '/study-abroad/scholarships-entrance-test-preparation-visa-assistance'

export const CORE_SERVICES_TITLE = 'Core services'

export const CORE_SERVICES: ServiceCard[] = [
  {
    path: '/study-abroad/university-selection',
    icon: 'university',
    title: 'University selection',
    desc: 'A shortlist built on your grades, budget and goals, not on league tables alone: the UK, Ireland, Australia, Europe and Dubai.',
  },
  {
    path: '/summer-school',
    icon: 'summer',
    title: 'Summer school',
    desc: 'Two to six weeks at a leading university to try a subject before choosing it. Most deadlines fall in April.',
  },
  {
    path: '/international-school',
    icon: 'school',
    title: 'International school',
    desc: 'Boarding school admission from a shortlist of three to five schools to guardianship and a host family.',
  },
  {
    path: `${SHARED_STUDY_PAGE}#scholarships`,
    icon: 'scholarship',
    title: 'Scholarships',
    desc: 'Which awards you can realistically win, and applications and essays that make your case in your own words.',
  },
  {
    path: '/study-abroad/mentorship-programme',
    icon: 'mentorship',
    title: 'Mentorship',
    desc: 'At least ten one-to-one sessions over a year, each ending with one concrete task that builds your profile.',
  },
  {
    path: `${SHARED_STUDY_PAGE}#entrance-test-preparation`,
    icon: 'test',
    title: 'Entrance test preparation',
    desc: 'A study plan for IELTS, TOEFL, GRE, GMAT or SAT, with practice tests and the score each course asks for.',
  },
  {
    path: `${SHARED_STUDY_PAGE}#visa-assistance`,
    icon: 'visa',
    title: 'Visa assistance',
    desc: 'Every document checked line by line before you apply, and preparation for the credibility interview.',
  },
  {
    path: '/study-essentials#education-loan',
    icon: 'loan',
    title: 'Education loan',
    desc: 'What a degree abroad really costs, and help comparing and applying for an education loan.',
  },
  {
    path: '/research-support',
    icon: 'research',
    title: 'Research support',
    desc: 'Proofreading with two to three rounds of blind peer review, journal choice, thesis and fieldwork support.',
  },
]
