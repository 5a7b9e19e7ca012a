import type { PageData } from './page-data'

type PolicySection = { id: string; title: string; paragraphs: string[]; points?: string[] }

/** Four sections (docs/product.md §2): who we are, what we do with your information, no sharing, policy updates. */
export const PRIVACY_SECTIONS: PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    paragraphs: [
      '{name} is an education consultancy based in Noida, Uttar Pradesh, India. We advise students, parents and researchers on studying abroad, international boarding schools, summer schools and research. We are responsible for the information you send us through this website.',
      'If you have any question about this policy or your information, write to us at {email}.',
    ],
  },
  {
    id: 'what-we-do',
    title: 'What we do with your information',
    paragraphs: [
      'When you send an enquiry, book a free consultation or send us a message, we store what you entered in our own database. Alongside it we record which form you used, the page you sent it from, the page that brought you to our website and any campaign tags in its address, your browser’s description of itself, and the time. This tells us which of our pages are useful.',
      'We use this information to contact you about your enquiry by phone, email or a messaging app, and to advise you. Our counsellors are notified of each new enquiry by email.',
      'If you subscribe to our newsletter, we store your email address, send you a link to confirm it, and only then send you the newsletter. Every newsletter has a link to unsubscribe at once.',
      'We keep your information for as long as we are advising you and for a reasonable time afterwards, in case you come back to us.',
    ],
    points: [
      'Enquiry and contact forms: name, organisation, city, email address and phone number',
      'Free consultation: name, current studies, previous score, preferred course, phone number, email address, and the terms you accepted',
      'Newsletter: email address',
    ],
  },
  {
    id: 'no-third-parties',
    title: 'We do not share your data with third parties',
    paragraphs: [
      'We never sell, rent or share your personal information with third parties for their own use, and we do not use advertising trackers. The services that host our website and deliver our email handle it only on our behalf and only to do that job.',
      'We send your documents to a university, school, scholarship body or lender only when you ask us to, as part of an application you are making.',
      'You can ask us at any time what information we hold about you, to correct it, or to delete it, by writing to {email}. We will confirm once it is done.',
    ],
  },
  {
    id: 'policy-updates',
    title: 'Policy updates',
    paragraphs: [
      'We may update this policy when our services or the law change. The date at the top of this page shows when it last changed, and we will tell people we are advising about any important change.',
    ],
  },
]

export const privacy: PageData = {
  title: 'Privacy policy',
  path: '/privacy',
  hero: {
    eyebrow: 'Legal',
    lead: 'This policy explains what happens to the information you give us through this website, in plain language.',
  },
  layout: [
    {
      blockType: 'policy',
      updated: '2026-11-22T00:00:00.000Z',
      sections: PRIVACY_SECTIONS.map((section) => ({
        anchor: section.id,
        title: section.title,
        text: section.paragraphs.join('\n\n'),
        points: section.points?.map((text) => ({ text })),
      })),
    },
  ],
  seo: {
    metaTitle: 'Privacy policy',
    metaDescription:
      'Who we are, what we do with the information you send us, why we never share it with third parties, and how to ask us to delete it.',
  },
  _status: 'published',
}
