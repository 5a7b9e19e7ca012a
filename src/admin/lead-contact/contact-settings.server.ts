import type { Payload } from 'payload'
import { cache } from 'react'

import { officeCountry } from '@/schema/phone-number'

import type { Consultancy } from './contact-targets'

/**
 * From the site settings, read once per admin request: the consultancy's short name, as counsellors sign their first
 * message, and the office's country, in which a lead's number without a country code is read.
 */
export const contactSettings = cache(async (payload: Payload): Promise<Consultancy> => {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    select: { shortName: true, address: true, chatNumber: true, phones: true },
    depth: 0,
  })
  return { name: settings.shortName || 'our team', country: officeCountry(settings) }
})
