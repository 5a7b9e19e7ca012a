import type { CollectionConfig } from 'payload'

/**
 * Versions of the short records (team members, testimonials, announcements, university logos): saved as a draft
 * until published, like blogs and news, but a draft is checked as a published item is, since the SQLite tables keep
 * their NOT NULL constraints (docs/decisions/0123).
 */
export const COMPLETE_DRAFTS: CollectionConfig['versions'] = { drafts: { validate: true }, maxPerDoc: 20 }
