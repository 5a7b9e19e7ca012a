import { pageArt } from '@/brand/page-art'
import type { ServicePageContent } from '@/service-pages/types'

export const universitySelection: ServicePageContent = {
  path: '/study-abroad/university-selection',
  metaTitle: 'University selection: how to choose well',
  description:
    'The seven criteria we use to choose a university with you, and what to expect in Ireland, Australia, Dubai and the UK: Northern Ireland, Scotland, London and Wales.',
  hero: {
    eyebrow: 'Study abroad',
    title: 'University selection',
    lead: 'Rankings are a starting point, not an answer. We help you compare the things that decide whether a university is right for you, and build a balanced shortlist.',
    image: pageArt('university-selection'),
    primary: { label: 'Get free consultation', href: '#enquiry' },
    secondary: { label: 'Contact us', href: '/contact' },
    highlights: ['Balanced shortlists', 'Honest about entry chances'],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'criteria',
      eyebrow: 'How we compare',
      title: 'Seven selection criteria',
      lead: 'Each criterion is weighed against your own priorities. A student aiming for research needs a different shortlist from one aiming for industry.',
      numbered: true,
      items: [
        {
          title: 'Course content and structure',
          text: 'Compare the modules, the balance of exams and coursework, optional placements and final projects. Two courses with the same title can be very different.',
        },
        {
          title: 'Entry requirements',
          text: 'Grades, subject prerequisites and English test scores. We match your profile to realistic, target and ambitious choices.',
        },
        {
          title: 'Teaching and research quality',
          text: 'Subject rankings, national teaching assessments and the research strength of the department matter more than the overall league table.',
        },
        {
          title: 'Graduate outcomes',
          text: 'Where graduates work, what they earn and how many go on to further study. Links with employers and industry projects count here too.',
        },
        {
          title: 'Total cost and funding',
          text: 'Tuition fees, living costs in that city, and the scholarships and bursaries open to international students.',
        },
        {
          title: 'Location and student life',
          text: 'City or campus, climate, transport, part-time work, and the communities and societies that help a student feel at home.',
        },
        {
          title: 'Support for international students',
          text: 'Visa advice, guaranteed first-year housing, academic skills help, wellbeing services and an active international office.',
        },
      ],
    },
    {
      kind: 'feature',
      id: 'ireland',
      tone: 'tint',
      eyebrow: 'Destination',
      title: 'Ireland',
      paragraphs: [
        'An English-speaking member of the European Union with a strong technology and pharmaceutical sector. Dublin, Cork and Galway combine historic universities with close links to the multinational companies based there.',
        'Many taught master’s degrees take one year. Graduates can apply to stay on and look for work through Ireland’s graduate scheme; we explain the current conditions.',
      ],
      points: [
        'One-year master’s degrees',
        'Strong in computing, business and life sciences',
        'Friendly, compact cities',
      ],
      image: pageArt('ireland'),
    },
    {
      kind: 'feature',
      id: 'australia',
      eyebrow: 'Destination',
      title: 'Australia',
      paragraphs: [
        'Research-intensive universities, an outdoor way of life and a large international student community. Melbourne, Sydney, Brisbane, Adelaide and Perth each have a different character and cost of living.',
        'The academic year starts in February, with a second intake in July at many universities. Post-study work rights depend on your qualification and where you study.',
      ],
      points: [
        'February and July intakes',
        'Strong in engineering, health and environmental science',
        'Post-study work rights',
      ],
      image: pageArt('australia'),
      reverse: true,
    },
    {
      kind: 'feature',
      id: 'dubai',
      tone: 'tint',
      eyebrow: 'Destination',
      title: 'Dubai',
      paragraphs: [
        'Branch campuses of British, Australian and other international universities award the same degrees as their home campuses, a few hours’ flight from India.',
        'Dubai suits students who want an international degree closer to home, often at a lower total cost, in a city with a growing business, hospitality and technology economy.',
      ],
      points: [
        'International degrees closer to home',
        'Several intakes a year',
        'Business, media and engineering courses',
      ],
      image: pageArt('dubai'),
    },
    {
      kind: 'cards',
      id: 'united-kingdom',
      eyebrow: 'Destination',
      title: 'The United Kingdom, region by region',
      lead: 'The UK’s four nations have their own universities, cities and, in Scotland, their own degree structure. Where you study shapes your experience as much as what you study.',
      columns: 4,
      items: [
        {
          title: 'Northern Ireland',
          text: 'Belfast and Derry~Londonderry offer well-regarded universities, a friendly welcome and some of the lowest living costs in the UK.',
          points: ['Lower living costs', 'Strong in medicine, engineering and law'],
        },
        {
          title: 'Scotland',
          text: 'Ancient universities in Edinburgh, Glasgow, St Andrews and Aberdeen. Undergraduate degrees usually take four years, with a broad first year.',
          points: ['Four-year honours degrees', 'Historic cities, great outdoors'],
        },
        {
          title: 'London',
          text: 'World-famous universities and specialist institutions in one city, with unmatched internships and networks. Living costs are the highest in the UK.',
          points: ['Finance, law, arts and policy', 'Highest cost of living'],
        },
        {
          title: 'Wales',
          text: 'Cardiff, Swansea, Bangor and Aberystwyth combine research strength with coastal campuses and a close-knit student life.',
          points: ['Coastal campuses', 'Good value for money'],
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Want a shortlist built around you?',
      text: 'We will compare universities on the criteria that matter to you and explain our reasoning for each choice.',
      action: { label: 'Get free consultation', href: '#enquiry' },
    },
  ],
  enquiry: {
    title: 'Start your university shortlist',
    text: 'Share your subjects, grades and the countries you are considering. A counsellor will call you to begin a shortlist with you.',
  },
}
