import { pageArt } from '@/brand/page-art'
import type { ServicePageContent } from '@/service-pages/types'

export const whyStudyAbroad: ServicePageContent = {
  path: '/study-abroad/why-study-abroad',
  metaTitle: 'Why study abroad: ten good reasons',
  description:
    'Ten honest reasons to study abroad, from teaching quality and one-year master’s degrees to work rights and lifelong networks, and how to tell whether it is right for you.',
  hero: {
    eyebrow: 'Study abroad',
    title: 'Why study abroad',
    lead: 'A degree abroad is a big decision for a student and a bigger one for the family paying for it. Here is what it really offers, and the questions worth asking before you commit.',
    image: pageArt('why-study-abroad'),
    primary: { label: 'Get free consultation', href: '#enquiry' },
    secondary: { label: 'Talk to us', href: '/contact' },
    highlights: ['UK, Ireland, Australia, Europe and Dubai', 'Advice from an academic-led team'],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'reasons',
      eyebrow: 'The case for going',
      title: 'Top 10 reasons to study abroad',
      lead: 'Not every reason matters to every student. Read them as a checklist: the more that apply to you, the stronger the case.',
      numbered: true,
      items: [
        {
          title: 'Teaching that asks you to think',
          text: 'Seminars, tutorials and independent projects reward questions and original work, not memorisation. Students learn to argue a case and defend it.',
        },
        {
          title: 'Degrees recognised around the world',
          text: 'A degree from an established university in the UK, Ireland or Australia is understood by employers and graduate schools almost everywhere.',
        },
        {
          title: 'Shorter courses, lower total cost',
          text: 'Most UK master’s degrees take one year and many bachelor’s degrees three, so you pay fewer years of fees and living costs and start earning sooner.',
        },
        {
          title: 'Courses you cannot take at home',
          text: 'Specialist subjects and new combinations, from data science with economics to global health, are often taught only at a handful of universities.',
        },
        {
          title: 'Work experience while you study',
          text: 'Student visas in the main destinations allow part-time work in term time, and many courses include a placement year or an industry project.',
        },
        {
          title: 'Time to work after graduating',
          text: 'Post-study work routes in the UK, Ireland and Australia let graduates stay on and gain experience; we explain the current rules for each.',
        },
        {
          title: 'Research with the people who lead it',
          text: 'Undergraduates can join real research projects, and PhD students work beside supervisors whose papers they have been reading.',
        },
        {
          title: 'A network on every continent',
          text: 'Classmates from dozens of countries become colleagues, co-founders and friends, and alumni associations keep those doors open for life.',
        },
        {
          title: 'Independence and confidence',
          text: 'Managing a budget, a timetable and a new city builds the self-reliance that employers look for and that parents notice on the first visit home.',
        },
        {
          title: 'English every day',
          text: 'Living and studying in English turns good English into fluent, confident English, at work and in everyday life.',
        },
      ],
    },
    {
      kind: 'feature',
      id: 'is-it-right',
      tone: 'tint',
      eyebrow: 'Before you decide',
      title: 'Is studying abroad right for you?',
      paragraphs: [
        'Studying abroad works best when there is a clear reason for it: a course that suits your goals, a career that values international experience, or research that needs a particular supervisor. It is harder when the plan is simply to leave.',
        'We start every consultation by listening. We look at your marks, interests and budget, talk openly about costs and risks, and tell you if a course at home would serve you better. Families tell us that honesty is what they value most.',
      ],
      points: [
        'What do you want to be doing five years after graduating?',
        'What can the family afford for the whole course, not just the first year?',
        'Which countries offer the course, and what do their visas allow?',
        'How will you handle being far from home in the first term?',
      ],
      image: pageArt('decide'),
    },
    {
      kind: 'cta',
      title: 'Not sure where to start?',
      text: 'Book a free consultation and leave with a shortlist of countries and courses that fit your plans and budget.',
      action: { label: 'Get free consultation', href: '#enquiry' },
    },
  ],
  enquiry: {
    title: 'Book your free consultation',
    text: 'Tell us what you are studying now and what you hope to study next. A counsellor will call you to talk it through, with no obligation.',
  },
}
