import { pageArt } from '@/brand/page-art'
import type { ServicePageContent } from '@/service-pages/types'

export const howToApply: ServicePageContent = {
  path: '/study-abroad/how-to-apply',
  metaTitle: 'How to apply to study abroad in six steps',
  description:
    'Six steps from first shortlist to enrolment: research, documents, tests, applications, offers and visa, with the documents and dates that matter at each step.',
  hero: {
    eyebrow: 'Study abroad',
    title: 'How to apply',
    lead: 'Six steps from first shortlist to enrolment, with the dates that matter. Most students start twelve to eighteen months before their course begins.',
    image: pageArt('how-to-apply'),
    primary: { label: 'Get free consultation', href: '#enquiry' },
    secondary: { label: 'Contact us', href: '/contact' },
    highlights: ['Start 12–18 months ahead', 'One plan, every deadline'],
  },
  blocks: [
    {
      kind: 'steps',
      id: 'steps',
      eyebrow: 'The process',
      title: 'Six steps to your place',
      lead: 'We walk through each step with you and keep one timetable for every application.',
      items: [
        {
          title: 'Research and shortlist',
          text: 'Choose the countries, courses and universities that fit your goals, grades and budget, and agree a balanced shortlist.',
          points: ['12–18 months before the course', 'Shortlist of five to eight choices'],
        },
        {
          title: 'Prepare your documents',
          text: 'Gather transcripts and certificates, draft your statement of purpose or personal statement, and ask teachers or employers for references early.',
          points: ['Transcripts', 'Passport', 'Statement of purpose', 'Two references'],
        },
        {
          title: 'Take the required tests',
          text: 'Book English tests such as IELTS, TOEFL or PTE, and admissions tests such as the SAT, GRE or GMAT if your courses ask for them, leaving time for a retake.',
          points: ['Book 2–3 months ahead', 'Scores are valid for two years'],
        },
        {
          title: 'Submit your applications',
          text: 'Apply through UCAS for UK undergraduate courses and directly to universities for postgraduate study, checking every form before it goes.',
          points: ['UCAS: late January (mid-October for Oxford, Cambridge and medicine)', 'Postgraduate: apply early'],
        },
        {
          title: 'Accept an offer and plan funding',
          text: 'Compare offers and their conditions, accept your firm and insurance choices, pay any deposit, and confirm scholarships and education loans.',
          points: ['Meet the offer conditions', 'Deposit and proof of funds'],
        },
        {
          title: 'Apply for your visa and get ready to go',
          text: 'Once you have your confirmation of enrolment (a CAS in the UK), apply for your student visa, book accommodation and plan your arrival.',
          points: ['Visa three months before the course', 'Accommodation and insurance'],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'documents',
      tone: 'tint',
      eyebrow: 'Be ready',
      title: 'Documents most applications ask for',
      items: [
        'Valid passport',
        'Mark sheets and certificates from school and university',
        'Statement of purpose or personal statement',
        'Two academic or professional references',
        'English test score report',
        'CV or résumé, for postgraduate and MBA courses',
        'Portfolio, for art, design and architecture courses',
        'Research proposal, for PhD applications',
      ],
      note: 'Requirements differ by university and course; we check each one on your list with you.',
    },
    {
      kind: 'cta',
      title: 'Want someone to keep track of every deadline?',
      text: 'We build your application timetable and check every form and document before it is sent.',
      action: { label: 'Get free consultation', href: '#enquiry' },
    },
  ],
  enquiry: {
    title: 'Plan your applications with us',
    text: 'Tell us when you hope to start and what you want to study. A counsellor will call you to map out your timetable.',
  },
}
