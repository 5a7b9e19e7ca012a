import { toRedirectPath } from '@/cms/collections/redirects/redirect-address'
import { payloadClient } from '@/payload/payload.server'

import { CONTENT_TAGS, cachedRead } from './cache.server'

export type Redirect = { to: string; permanent: boolean }

// Read whole and kept as one cache entry: a lookup per address would keep an entry for every address anyone
// (a crawler trying paths, say) asked for. Staff keep a few hundred redirects at most.
const allRedirects = cachedRead('redirects:all', [CONTENT_TAGS.redirects], async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    select: { from: true, to: true, permanent: true },
    overrideAccess: true,
  })
  return docs.map(({ from, to, permanent }) => ({ from, to, permanent: permanent !== false }))
})

/** The redirect staff (or a changed slug) left at `path`, an address the site has no page for; null when none. */
export async function redirectAt(path: string): Promise<Redirect | null> {
  const from = toRedirectPath(path)
  const found = (await allRedirects()).find((redirect) => redirect.from === from)
  return found ? { to: found.to, permanent: found.permanent } : null
}
