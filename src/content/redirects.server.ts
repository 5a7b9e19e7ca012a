import { toRedirectPath } from '@/cms/collections/redirects/redirect-address'
import { payloadClient } from '@/cms/payload.server'

import { CONTENT_TAGS, cachedRead } from './cache.server'

export type Redirect = { to: string; permanent: boolean }

const findRedirect = cachedRead(
  'redirects:at',
  [CONTENT_TAGS.redirects],
  async (path: string): Promise<Redirect | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { from: { equals: path } },
      limit: 1,
      depth: 0,
      select: { to: true, permanent: true },
      overrideAccess: true,
    })
    const found = docs[0]
    return found ? { to: found.to, permanent: found.permanent !== false } : null
  },
)

/** The redirect staff (or a changed slug) left at `path`, an address the site has no page for; null when none. */
export const redirectAt = (path: string): Promise<Redirect | null> => findRedirect(toRedirectPath(path))
