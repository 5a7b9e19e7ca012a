import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { isFixedPagePath } from '@/config/page-paths'

/** The home, contact, terms and privacy pages stay: the site's own links and the spec need them. */
export const keepFixedPages: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const page = await req.payload.findByID({ collection: 'pages', id, depth: 0, draft: true, req, overrideAccess: true })
  if (isFixedPagePath(page?.path))
    throw new APIError(
      'This page is one the whole site links to, so it cannot be deleted; change its sections instead.',
      400,
      null,
      true,
    )
}
