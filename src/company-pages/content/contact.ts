// The words of the contact page; the addresses, numbers and FAQ come from site settings.

export const contactPage = {
  path: '/contact',
  metaTitle: 'Contact us',
  description:
    'Call, chat, write or visit our Noida office: talk to a counsellor about universities, boarding schools, scholarships, visas or research support. Answers to common questions inside.',
  eyebrow: 'Contact',
  title: 'Contact us',
  lead: 'Questions about a course, a school, a scholarship or a visa? Call, chat, write or visit, and a counsellor will help you with the next step.',
  message: {
    title: 'Send us a message',
    text: 'Tell us who you are and how to reach you, and a counsellor will contact you shortly.',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
    lead: 'Short answers to what families ask us most. For anything else, just ask.',
  },
  map: {
    eyebrow: 'Visit us',
    title: 'Find our office',
    text: 'You are welcome at our office. Please call ahead so a counsellor is free to meet you; consultations are also held online.',
  },
} as const
