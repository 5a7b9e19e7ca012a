import type { SeedSiteSettings } from './types'

// The demo identity. Every value here becomes a site setting staff can change in the admin.

export const siteSettings: SeedSiteSettings = {
  name: 'Brighter Bridge Education',
  shortName: 'Brighter Bridge',
  tagline: 'Bridging you to a brighter future',
  phones: [
    { label: 'Admissions', number: '+91 98100 00001', chat: true },
    { label: 'Student support', number: '+91 98100 00002', chat: true },
  ],
  generalEmail: 'enquiries@example.com',
  founderEmail: 'founder@example.com',
  address: {
    line1: '4th Floor, Tower B',
    line2: 'Sector 62',
    city: 'Noida',
    region: 'Uttar Pradesh',
    postalCode: '201309',
    country: 'India',
  },
  social: {
    facebook: 'https://www.facebook.com/brighterbridge.example',
    instagram: 'https://www.instagram.com/brighterbridge.example',
    linkedin: 'https://www.linkedin.com/company/brighterbridge.example',
    youtube: 'https://www.youtube.com/@brighterbridge.example',
  },
  chatNumber: '+919810000001',
  map: {
    latitude: 28.627,
    longitude: 77.3725,
    query: '4th Floor, Tower B, Sector 62, Noida, Uttar Pradesh 201309, India',
  },
  tickerItems: [
    'High-school internships',
    'Resume/CV building',
    'Profile building',
    'Writing a letter of recommendation',
    'Writing a statement of purpose',
  ],
  faq: [
    {
      question: 'What scholarships can I apply for to study abroad?',
      answer:
        'Most students combine several sources: merit scholarships from the university itself, government schemes such as Commonwealth, Chevening and GREAT scholarships, and awards from charities and subject bodies. We build a shortlist that matches your course, grades and budget, with each deadline and the documents it needs, so you apply early and to the right places.',
    },
    {
      question: 'How do you help me prepare for a Commonwealth scholarship?',
      answer:
        'Commonwealth awards are competitive and nominated through national agencies first. We check your eligibility, help you choose courses that fit the development themes, and work with you on the essays, references and interview over several drafts. Applications usually open in the autumn, so start planning the spring before.',
    },
    {
      question: 'Can you help with boarding school applications?',
      answer:
        'Yes. We shortlist three to five schools that suit your child, explain each school’s entrance tests and interviews, help with the application forms and references, and prepare your child for assessment days. We also talk parents through fees, guardianship and pastoral care.',
    },
    {
      question: 'What do I need for a UK student visa?',
      answer:
        'You need a Confirmation of Acceptance for Studies (CAS) from your university, proof that you can pay your fees and living costs, your passport, and in many cases a tuberculosis test certificate and proof of English. We check your documents against the current rules before you apply; the decision itself always rests with UK Visas and Immigration.',
    },
    {
      question: 'How do I apply for a PhD abroad?',
      answer:
        'A PhD application usually starts with a research proposal and a conversation with a potential supervisor. Our founder has supervised international doctoral students for years: we help you shape the proposal, find supervisors whose work fits, and prepare for the interview and funding applications.',
    },
    {
      question: 'Which UK undergraduate and postgraduate courses suit me?',
      answer:
        'We look at your subjects, grades, interests and career plans, then compare course content, entry requirements, teaching style and graduate outcomes across universities. Undergraduate applications go through UCAS; postgraduate applications go to each university directly, and we guide you through both.',
    },
    {
      question: 'Is a 1-year master’s degree worth it?',
      answer:
        'A one-year master’s in the UK or Ireland saves a year of fees and living costs and gets you into work sooner. It is intensive, so it suits students with a clear goal. We help you weigh it against two-year programmes, including how each is viewed by employers and for further study.',
    },
    {
      question: 'Can you help me get an education loan?',
      answer:
        'We explain the loan options from banks and specialist lenders, what collateral and co-applicants they usually ask for, and which documents to prepare. We help you put together the admission and cost papers lenders need; the loan decision is always the lender’s.',
    },
  ],
  leadNotificationRecipients: ['enquiries@example.com'],
  holidays: [
    { date: '2026-12-25', name: 'Christmas Day' },
    { date: '2027-01-26', name: 'Republic Day' },
    { date: '2027-03-04', name: 'Holi' },
  ],
}
