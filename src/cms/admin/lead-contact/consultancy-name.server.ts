import type { Payload } from 'payload'
import { cache } from 'react'

/** The consultancy's short name from the site settings, as counsellors sign their first message. */
export const consultancyName = cache(async (payload: Payload) => {
  const settings = await payload.findGlobal({ slug: 'site-settings', select: { shortName: true }, depth: 0 })
  return settings.shortName || 'our team'
})
