import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/roles'

/** The length of one held cell: every booking time, length and buffer is a multiple of it. */
export const HOLD_CELL_MINUTES = 5

/**
 * The database's own guard against a double booking (docs/decisions/0129): a booked meeting holds every five-minute
 * cell of its counsellor's time it covers, buffers included, and the pair (counsellor, cell) is unique. Two visitors
 * taking overlapping times at once cannot both commit, on SQLite or PostgreSQL, whatever the code checked before.
 */
export const BookingHolds: CollectionConfig = {
  slug: 'booking-holds',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['counsellor', 'cell'], unique: true }],
  fields: [
    { name: 'counsellor', type: 'number', required: true },
    { name: 'cell', type: 'text', required: true },
    { name: 'booking', type: 'number', required: true, index: true },
  ],
}
