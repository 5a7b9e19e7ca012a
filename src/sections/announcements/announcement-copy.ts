/** docs/product.md §2: each announcement links to /contact with this text. */
export const LEARN_MORE = 'Learn more'
export const LEARN_MORE_HREF = '/contact'

export const ANNOUNCEMENTS_PAGE = {
  eyebrow: 'News and dates',
  title: 'Announcements',
  lead: 'Deadlines, webinars and office news from our counsellors.',
  empty: 'There are no announcements at the moment. Follow us or subscribe to the newsletter to hear first.',
} as const
