'use client'

import NotFound from './(site)/not-found'

/**
 * The root segment's not-found element, which every page's payload carries: without this file Next puts its own
 * built-in page there, rendered in full; a client component is a reference of a few bytes (issue 65). No address
 * reaches it, since the site's catch-all route answers every address the other routes do not.
 */
export default NotFound
