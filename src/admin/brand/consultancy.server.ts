import type { Payload } from 'payload'
import { cache } from 'react'

/** The consultancy's name and short name from the site settings, read once per admin request. */
export const consultancy = cache(async (payload: Payload) => {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    select: { name: true, shortName: true },
    depth: 0,
    overrideAccess: true,
  })
  return { name: settings.name || 'Website admin', shortName: settings.shortName || settings.name || 'Admin' }
})
