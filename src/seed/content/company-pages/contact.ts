import type { PageData } from './page-data'

// The words of the contact page; the addresses, numbers, map and FAQ come from site settings.

export const CONTACT_MESSAGE_TEXT =
  'Tell us who you are and how to reach you, and a counsellor will contact you shortly.'

export const contact: PageData = {
  title: 'Contact us',
  path: '/contact',
  hero: {
    eyebrow: 'Contact',
    lead: 'Questions about a course, a school, a scholarship or a visa? Call, chat, write or visit, and a counsellor will help you with the next step.',
  },
  layout: [
    { blockType: 'contactDetails', text: CONTACT_MESSAGE_TEXT },
    {
      blockType: 'faq',
      eyebrow: 'FAQ',
      title: 'Frequently asked questions',
      lead: 'Short answers to what families ask us most. For anything else, just ask.',
    },
    {
      blockType: 'officeMap',
      eyebrow: 'Visit us',
      title: 'Find our office',
      text: 'You are welcome at our office. Please call ahead so a counsellor is free to meet you; consultations are also held online.',
    },
  ],
  seo: {
    metaTitle: 'Contact us',
    metaDescription:
      'Call, chat, write or visit our Noida office: talk to a counsellor about universities, boarding schools, scholarships, visas or research support. Answers to common questions inside.',
  },
  _status: 'published',
}
