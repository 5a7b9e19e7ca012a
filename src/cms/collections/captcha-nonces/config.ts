import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/roles'

/**
 * Captcha challenges already answered (src/security/captcha.server.ts): a unique nonce per challenge, so
 * a token is accepted once across every instance sharing the database. Rows past `expiresAt` are
 * removed by the intake from time to time.
 */
export const CaptchaNonces: CollectionConfig = {
  slug: 'captcha-nonces',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'nonce', type: 'text', required: true, unique: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
