import { pageArt } from '@/brand/page-art'
import type { ServicePageContent } from '@/service-pages/types'

export const findACourse: ServicePageContent = {
  path: '/study-abroad/find-a-course',
  metaTitle: 'Find a course: UK degrees, diplomas, PhDs and MBAs',
  description:
    'Five kinds of course explained: UK undergraduate, UK postgraduate, PhD/DPhil, UK diploma and MBA, with how long each takes, who it suits and how to apply.',
  hero: {
    eyebrow: 'Study abroad',
    title: 'Find a course',
    lead: 'The right course matters more than the right name on the certificate. We help you understand the options, then find the course that fits your goals, grades and budget.',
    image: pageArt('find-a-course'),
    primary: { label: 'Get free consultation', href: '#enquiry' },
    secondary: { label: 'Contact us', href: '/contact' },
    highlights: ['Undergraduate to doctorate', 'Course-by-course comparison'],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'course-types',
      eyebrow: 'Your options',
      title: 'Five kinds of course',
      lead: 'Each kind of course has its own length, entry route and application timetable.',
      items: [
        {
          title: 'UK undergraduate',
          text: 'A bachelor’s degree, usually three years in England, Wales and Northern Ireland and four in Scotland, often with an optional placement or year abroad.',
          points: [
            'Apply through UCAS',
            'Main deadline in late January; mid-October for Oxford, Cambridge and medicine',
          ],
        },
        {
          title: 'UK postgraduate',
          text: 'Taught master’s degrees (MSc, MA, LLM) that usually take one year full time, and research master’s degrees (MRes, MPhil) that prepare you for a doctorate.',
          points: ['Apply to each university directly', 'Apply early: popular courses fill up'],
        },
        {
          title: 'PhD/DPhil',
          text: 'Three to four years of original research under a supervisor, ending with a thesis and an oral examination (the viva). Oxford calls its doctorate the DPhil.',
          points: [
            'Research proposal and supervisor contact first',
            'Funding deadlines often from November to January',
          ],
        },
        {
          title: 'UK diploma',
          text: 'Foundation years, higher national diplomas and postgraduate diplomas: shorter, practical qualifications and a route into a degree for students who need one.',
          points: ['One year or less to start', 'Credits can count towards a degree'],
        },
        {
          title: 'MBA',
          text: 'A master’s in business administration for professionals with several years of work experience, taught through case studies, team projects and a strong peer network.',
          points: ['Usually one year in the UK', 'GMAT or GRE and work experience often required'],
        },
      ],
    },
    {
      kind: 'feature',
      id: 'how-we-help',
      tone: 'tint',
      eyebrow: 'How we help',
      title: 'From a long list to the right course',
      paragraphs: [
        'We start with what you enjoy and what you want to do next, then read the course pages with you: the modules in each year, how you are assessed, what past students went on to do, and what the entry requirements really mean for you.',
        'For research degrees, our founder’s years of supervising doctoral students help you judge a department, approach supervisors and write a proposal that stands out.',
      ],
      points: [
        'A shortlist with ambitious, target and safer choices',
        'A side-by-side comparison of modules, costs and outcomes',
        'A timetable of every deadline on your list',
      ],
      image: pageArt('course-compare'),
    },
    {
      kind: 'cta',
      title: 'Found a course you like?',
      text: 'Send it to us and we will tell you honestly how your profile fits, and what would make your application stronger.',
      action: { label: 'Contact us', href: '/contact' },
    },
  ],
  enquiry: {
    title: 'Find your course with a counsellor',
    text: 'Tell us what you are studying now and where you want it to lead. We will call you to talk through the courses that fit.',
  },
}
