import { pageArt } from '@/brand/page-art'
import type { ServicePageContent } from '@/service-pages/types'

export const internationalSchool: ServicePageContent = {
  path: '/international-school',
  metaTitle: 'International and boarding school admission',
  description:
    'Boarding school admission in six steps: a shortlist of 3–5 schools, entrance tests and interviews, the one-year GCSE for ages 15–16, and guardianship and host families.',
  hero: {
    eyebrow: 'International school',
    title: 'International boarding schools',
    lead: 'A boarding school in the UK can open the way to the world’s best universities. We help families find the right school, apply with confidence and arrange the care a child needs far from home.',
    image: pageArt('international-school'),
    primary: { label: 'Get free consultation', href: '#enquiry' },
    secondary: { label: 'Contact us', href: '/contact' },
    highlights: ['Shortlist of 3–5 schools', 'Guardianship arranged'],
  },
  blocks: [
    {
      kind: 'steps',
      id: 'process',
      eyebrow: 'The process',
      title: 'The boarding school process in six steps',
      lead: 'Most families start a year to eighteen months before the September their child would join.',
      items: [
        {
          title: 'Understand your child',
          text: 'We meet your child and you to understand their schooling, strengths, interests, personality and the kind of school where they would thrive.',
        },
        {
          title: 'Shortlist 3–5 schools',
          text: 'We recommend a shortlist of three to five schools that fit your child’s profile, your budget and your preferences on location, size and co-education.',
          points: ['Three to five schools', 'Visits or virtual tours arranged'],
        },
        {
          title: 'Prepare for entrance tests',
          text: 'Schools set their own tests, usually in English, mathematics and reasoning. We explain each school’s format and help your child prepare.',
        },
        {
          title: 'Apply and interview',
          text: 'We help you complete the forms, gather reports and references, and prepare your child for interviews and assessment days.',
        },
        {
          title: 'Offers, visa and guardianship',
          text: 'We help you compare offers, accept a place, apply for the child student visa and appoint an approved guardian.',
        },
        {
          title: 'Settle in',
          text: 'We plan arrival with you, brief your child on boarding life, and check in with the family and the guardian through the first term.',
        },
      ],
    },
    {
      kind: 'feature',
      id: 'one-year-gcse',
      tone: 'tint',
      eyebrow: 'A faster route',
      title: 'The one-year GCSE for ages 15–16',
      paragraphs: [
        'Several boarding schools offer an intensive one-year GCSE programme for international students aged 15–16. Students take a focused set of subjects in a single year instead of the usual two.',
        'It suits students who have completed the equivalent of Year 10 at home and want to join a UK school before sixth form. A good set of GCSE results leads naturally into A levels or the International Baccalaureate, and then to university.',
      ],
      points: ['For students aged 15–16', 'Usually five to seven subjects', 'Leads into A levels or the IB'],
      image: pageArt('gcse'),
    },
    {
      kind: 'cards',
      id: 'guardianship',
      eyebrow: 'Care away from home',
      title: 'Guardianship and host families',
      lead: 'Boarding schools require international pupils under 18 to have a guardian in the UK. We help you choose arrangements you can trust.',
      columns: 2,
      items: [
        {
          title: 'Guardianship',
          text: 'A guardian is the school’s contact in an emergency, attends parents’ meetings if you cannot, and looks after your child’s welfare and travel. We introduce accredited guardianship organisations and help you compare them.',
          points: [
            'Emergency contact near the school',
            'Travel and half-term arrangements',
            'Regular reports to parents',
          ],
        },
        {
          title: 'Host families',
          text: 'During half-terms, exeats and short holidays, pupils stay with vetted host families. A good host family becomes a second home, and we help you find one.',
          points: ['Vetted, experienced families', 'Half-terms and exeat weekends', 'A settled home in the UK'],
        },
      ],
    },
    {
      kind: 'facts',
      id: 'figures',
      tone: 'tint',
      title: 'In numbers',
      items: [
        { figure: '6', label: 'steps from first meeting to first term' },
        { figure: '3–5', label: 'schools on a shortlist' },
        { figure: '1 year', label: 'GCSE programme for ages 15–16' },
      ],
    },
    {
      kind: 'cta',
      title: 'Thinking about boarding school?',
      text: 'Talk to us about your child and we will suggest schools worth visiting.',
      action: { label: 'Get free consultation', href: '#enquiry' },
    },
  ],
  enquiry: {
    title: 'Plan your child’s boarding school application',
    text: 'Tell us your child’s age, current school and the year you hope they will join. A counsellor will call you to talk it through.',
  },
}
