export const TEAM_PAGE = {
  eyebrow: 'Our team',
  /** docs/product.md §2 */
  title: 'Meet our team',
  lead: 'Counsellors, admissions specialists and academics who have made these journeys themselves.',
  listLabel: 'Team members',
  qualifications: 'Qualifications',
  empty: 'Our team’s profiles will be back shortly.',
} as const

/** docs/product.md §2: the professional-network link, shown only when a member has one. */
export const FOLLOW_ON = 'Follow on'
export const NETWORK_NAME = 'LinkedIn'
