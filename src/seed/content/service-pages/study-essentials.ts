import { pageArt } from '@/brand/page-art'
import type { ServicePageContent } from '@/service-pages/types'

export const studyEssentials: ServicePageContent = {
  path: '/study-essentials',
  metaTitle: 'Study essentials: loans, housing, insurance and alumni',
  description:
    'The practical side of studying abroad: education loans, student accommodation, health and travel insurance, and connecting with alumni before you leave.',
  hero: {
    eyebrow: 'Study essentials',
    title: 'Study essentials',
    lead: 'An offer letter is only the start. We help with the practical things that make the move work: paying for it, a place to live, the right insurance and people who have done it before.',
    image: pageArt('study-essentials'),
    primary: { label: 'Get free consultation', href: '#enquiry' },
    secondary: { label: 'Contact us', href: '/contact' },
    highlights: ['Education loan', 'Accommodation', 'Insurance', 'Alumni connection'],
  },
  blocks: [
    {
      kind: 'feature',
      id: 'education-loan',
      eyebrow: 'Funding',
      title: 'Education loan',
      paragraphs: [
        'Most families combine savings, scholarships and an education loan. We explain the options from banks and specialist lenders, how interest and repayment holidays work, and what collateral and co-applicants lenders usually ask for.',
        'We help you put together the admission letter, cost of attendance and financial documents lenders need, in time for your visa. The loan decision is always the lender’s.',
      ],
      points: [
        'Compare secured and unsecured loans',
        'A document checklist for lenders',
        'Timed to your visa application',
      ],
      image: pageArt('funding'),
    },
    {
      kind: 'feature',
      id: 'accommodation',
      tone: 'tint',
      eyebrow: 'Housing',
      title: 'Accommodation',
      paragraphs: [
        'University halls are the easiest start for most first-year students; private halls and shared houses can suit postgraduates. We explain the choices, what is included in the rent, and how far each is from your campus.',
        'We remind you of booking windows, check contracts with you before you sign, and warn you about deposits asked for by unverified landlords.',
      ],
      points: ['University and private halls', 'Contract checks before you sign', 'Book early for guaranteed rooms'],
      image: pageArt('united-kingdom'),
      reverse: true,
    },
    {
      kind: 'feature',
      id: 'insurance',
      eyebrow: 'Cover',
      title: 'Insurance',
      paragraphs: [
        'Health cover for students depends on the country: in the UK most student visa holders pay the Immigration Health Surcharge, while Australia requires Overseas Student Health Cover for the length of the visa.',
        'We help you understand what is already covered, and choose travel, belongings and any extra health cover you need.',
      ],
      points: [
        'Health cover required for your visa',
        'Travel and belongings insurance',
        'What to do if you need to claim',
      ],
      image: pageArt('visa'),
    },
    {
      kind: 'feature',
      id: 'alumni-connection',
      tone: 'tint',
      eyebrow: 'People',
      title: 'Alumni connection',
      paragraphs: [
        'Before you leave, we introduce you to students and graduates who have studied at your university or in your city. They answer the questions a brochure cannot: which hall to pick, how hard the first term is, where to find good food from home.',
        'After you graduate, you can join the network and help the next student in turn.',
      ],
      points: [
        'Talk to current students before you go',
        'City and university meet-ups',
        'A network that lasts after graduation',
      ],
      image: pageArt('mission'),
      reverse: true,
    },
    {
      kind: 'cta',
      title: 'Sorting out the practical side?',
      text: 'Ask us about loans, housing or insurance and we will point you to the next step.',
      action: { label: 'Contact us', href: '/contact' },
    },
  ],
  enquiry: {
    title: 'Get help with the practical side',
    text: 'Tell us your university and start date. A counsellor will call you to go through loans, housing and insurance.',
  },
}
