import { pageArt } from '@/brand/page-art'
import type { ServicePageContent } from '@/service-pages/types'

export const summerSchool: ServicePageContent = {
  path: '/summer-school',
  metaTitle: 'Summer schools at leading universities',
  description:
    'Summer school programmes of 2–6 weeks at seven well-known universities, for school and university students. Deadlines are usually in April, so plan early.',
  hero: {
    eyebrow: 'Summer school',
    title: 'Summer school',
    lead: 'Two to six weeks of real university life: lectures, seminars and new friends from around the world. A summer school helps a student choose a subject and strengthens an application.',
    image: pageArt('summer-school'),
    primary: { label: 'Get free consultation', href: '#enquiry' },
    secondary: { label: 'Contact us', href: '/contact' },
    highlights: ['Programmes of 2–6 weeks', 'Deadlines usually in April'],
  },
  blocks: [
    {
      kind: 'facts',
      id: 'at-a-glance',
      title: 'Summer school at a glance',
      items: [
        { figure: '2–6 weeks', label: 'length of a typical programme' },
        { figure: 'April', label: 'when application deadlines usually fall' },
        { figure: '7', label: 'universities we most often apply to with students' },
      ],
    },
    {
      kind: 'cards',
      id: 'universities',
      tone: 'tint',
      eyebrow: 'Where to go',
      title: 'Seven universities with popular summer programmes',
      lead: 'Each runs summer programmes for international students; subjects, ages, dates and fees change every year, and we check the current details with you.',
      columns: 4,
      items: [
        {
          title: 'University of Oxford',
          text: 'Summer programmes taught in small groups in the tutorial tradition, across the humanities, sciences and social sciences.',
        },
        {
          title: 'University of Cambridge',
          text: 'International summer programmes of lectures and seminars in historic colleges, from literature to science.',
        },
        {
          title: 'London School of Economics',
          text: 'An intensive summer school in economics, finance, management, law and international relations.',
        },
        {
          title: 'University College London',
          text: 'Summer courses at the heart of London in subjects from engineering and computing to global health.',
        },
        {
          title: 'King’s College London',
          text: 'Short credit-bearing courses beside the Thames, in subjects including business, law, health and the arts.',
        },
        {
          title: 'University of Edinburgh',
          text: 'Summer courses in the Scottish capital during its festival season, across arts, sciences and social sciences.',
        },
        {
          title: 'Trinity College Dublin',
          text: 'Summer programmes on a historic city-centre campus, with a taste of university life in Ireland.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'timeline',
      eyebrow: 'Plan ahead',
      title: 'How to apply in time',
      lead: 'Popular courses fill early and most deadlines fall in April, so the planning starts in the winter before.',
      items: [
        {
          title: 'Choose in December and January',
          text: 'Pick a subject and two or three programmes that match the student’s age and interests.',
        },
        {
          title: 'Prepare in February and March',
          text: 'Gather school reports, a short personal statement, a reference and, where asked, an English test score.',
        },
        {
          title: 'Apply before the April deadlines',
          text: 'Submit applications, pay deposits and apply for a visa if one is needed, then book flights and insurance.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Choosing a summer programme?',
      text: 'We will help you pick the right one and apply before the deadlines in April.',
      action: { label: 'Get free consultation', href: '#enquiry' },
    },
  ],
  enquiry: {
    title: 'Plan a summer at university',
    text: 'Tell us the student’s age, interests and the summer you have in mind. A counsellor will call you with suitable programmes.',
  },
}
