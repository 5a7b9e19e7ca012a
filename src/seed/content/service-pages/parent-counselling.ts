import { pageArt } from '@/brand/page-art'
import type { ServicePageContent } from '@/service-pages/types'

export const parentCounselling: ServicePageContent = {
  path: '/study-abroad/parent-counselling',
  metaTitle: 'Parent counselling for study abroad',
  description:
    'Counselling for parents: costs and funding, safety and wellbeing, choosing the right university, and how to support your child through applications and the first year away.',
  hero: {
    eyebrow: 'Study abroad',
    title: 'Parent counselling',
    lead: 'Parents carry much of the decision and most of the worry. We give you clear answers about costs, safety and outcomes, so the family can decide together.',
    image: pageArt('parent-counselling'),
    primary: { label: 'Get free consultation', href: '#enquiry' },
    secondary: { label: 'Contact us', href: '/contact' },
    highlights: ['Plain answers', 'Sessions with or without your child'],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'topics',
      eyebrow: 'What we talk through',
      title: 'The questions parents bring to us',
      items: [
        {
          title: 'The real cost',
          text: 'Tuition, accommodation, living costs, travel, insurance and visa fees for the whole course, year by year, with no surprises in the second year.',
        },
        {
          title: 'Funding and loans',
          text: 'Scholarships your child can apply for, how education loans work, and what lenders ask of parents as co-applicants.',
        },
        {
          title: 'Safety and wellbeing',
          text: 'Where students live, how universities support international students, and what help is available if something goes wrong.',
        },
        {
          title: 'Choosing well',
          text: 'Why one university or course fits your child better than another, and how to read rankings without being misled by them.',
        },
        {
          title: 'Careers and return on investment',
          text: 'What graduates of a course go on to do, post-study work options, and how a degree abroad is viewed back home.',
        },
        {
          title: 'Supporting from home',
          text: 'How to help with applications without taking them over, and how to stay close through the first term away.',
        },
      ],
    },
    {
      kind: 'feature',
      id: 'approach',
      tone: 'tint',
      eyebrow: 'Our approach',
      title: 'Honest advice for the whole family',
      paragraphs: [
        'We meet parents on their own or with their child, online or at our Noida office. We explain the options in plain language, put the numbers on paper, and tell you when a plan looks risky.',
        'We never promise admission or a visa. What we promise is a careful, well-prepared application and straight answers to every question you ask.',
      ],
      points: [
        'A written cost plan for the whole course',
        'A timetable the family can follow',
        'One counsellor who knows your child’s plans',
      ],
      image: pageArt('family'),
    },
    {
      kind: 'cta',
      title: 'Have a question as a parent?',
      text: 'Ask us anything about studying abroad. There is no such thing as a silly question when it is your child.',
      action: { label: 'Contact us', href: '/contact' },
    },
  ],
  enquiry: {
    title: 'Book a parent consultation',
    text: 'Tell us about your child’s plans and your questions. A counsellor will call you at a time that suits the family.',
  },
}
