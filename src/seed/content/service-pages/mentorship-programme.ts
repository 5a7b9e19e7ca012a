import { pageArt } from '@/brand/page-art'
import type { ServicePageContent } from '@/service-pages/types'

export const mentorshipProgramme: ServicePageContent = {
  path: '/study-abroad/mentorship-programme',
  metaTitle: 'Mentorship programme: a year of guidance',
  description:
    'A year-long mentorship programme with at least 10 one-to-one counselling sessions: profile building, applications, scholarships, visas and settling in, in 22 parts.',
  hero: {
    eyebrow: 'Study abroad',
    title: 'Mentorship programme',
    lead: 'One mentor beside you for a whole year, from the first idea to the first week on campus. At least ten one-to-one counselling sessions, and help in between whenever you need it.',
    image: pageArt('mentorship'),
    primary: { label: 'Get free consultation', href: '#enquiry' },
    secondary: { label: 'Meet our team', href: '/team' },
    highlights: ['At least 10 sessions over a year', 'One named mentor'],
  },
  blocks: [
    {
      kind: 'facts',
      id: 'at-a-glance',
      title: 'The programme at a glance',
      items: [
        { figure: '10+', label: 'one-to-one counselling sessions over a year' },
        { figure: '12 months', label: 'of guidance, from planning to arrival' },
        { figure: '22', label: 'parts of the programme, listed below' },
      ],
    },
    {
      kind: 'checklist',
      id: 'included',
      tone: 'tint',
      eyebrow: 'What it covers',
      title: 'What the mentorship programme includes',
      lead: 'Twenty-two parts, each taken at the right moment of the year. Your mentor adapts the order to your deadlines.',
      items: [
        'A first profile review with you and your parents',
        'Career and subject exploration',
        'A personal year plan with every deadline',
        'Country and destination guidance',
        'University shortlisting',
        'Course selection',
        'Profile building: activities, projects and competitions',
        'High-school internship guidance',
        'Resume/CV building',
        'Statement of purpose coaching, draft by draft',
        'Guidance on letters of recommendation',
        'Entrance and English test planning',
        'Application form reviews',
        'Portfolio guidance for creative courses',
        'Scholarship search and essay support',
        'Interview preparation with mock interviews',
        'Comparing offers and choosing your firm place',
        'Financial planning and education loan guidance',
        'Visa documentation and interview preparation',
        'Accommodation guidance',
        'A pre-departure briefing',
        'Check-ins through your first term abroad',
      ],
    },
    {
      kind: 'feature',
      id: 'mentors',
      eyebrow: 'Your mentor',
      title: 'Guided by people who know universities from the inside',
      paragraphs: [
        'Our mentors are led by an academic who has taught and supervised international students for years, and include counsellors who have been through the same applications themselves.',
        'Sessions are held online or at our Noida office, and parents are welcome at any of them. Between sessions you can message your mentor with questions as they come up.',
      ],
      image: pageArt('mission'),
      action: { label: 'Meet our team', href: '/team' },
    },
    {
      kind: 'cta',
      title: 'Ready for a year of support?',
      text: 'Book a free consultation to meet a mentor and see whether the programme is right for you.',
      action: { label: 'Get free consultation', href: '#enquiry' },
    },
  ],
  enquiry: {
    title: 'Meet a mentor for free',
    text: 'Tell us where you are now and where you want to be. A counsellor will call you to arrange a first conversation.',
  },
}
