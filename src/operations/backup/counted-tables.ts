/**
 * The tables whose rows a manifest counts, by what they hold: leads, bookings, content, files and staff. Named as
 * both databases name them (Payload's snake_case of each collection's slug).
 */
export const COUNTED_TABLES = [
  'enquiries',
  'consultations',
  'newsletter_subscribers',
  'bookings',
  'blogs',
  'news',
  'media',
  'documents',
  'users',
] as const

/** The migrations table Payload keeps; its newest name says which version of the site last migrated the database. */
export const MIGRATIONS_TABLE = 'payload_migrations'
