import { createHash } from 'node:crypto'

import { unstable_cache } from 'next/cache'

import type { ContentTag } from '@/cms/hooks/expire-content'
import { env } from '@/config/env.server'

export { CONTENT_TAGS } from '@/cms/hooks/expire-content'

/**
 * Upper bound, in seconds, on how stale another app instance can be: an edit expires the cache of the
 * instance that saved it at once, the others within this time (docs/decisions/0011).
 */
const MAX_STALE_SECONDS = 60

const insideNext = () => Boolean(process.env.NEXT_RUNTIME)

/**
 * Entries are keyed by database too: the cache lives under .next/, which servers on different databases
 * (a staging copy, the tests' SQLite and PostgreSQL servers) may share.
 */
const databaseKey = () => createHash('sha256').update(env().DATABASE_URL).digest('hex').slice(0, 12)

/**
 * Wraps a content read in Next's data cache, keyed by `key` and the arguments. Outside the Next
 * server (scripts, tests of the Local API) it just reads.
 */
export function cachedRead<Args extends unknown[], Result>(
  key: string,
  tags: ContentTag[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  let cached: ((...args: Args) => Promise<Result>) | undefined
  return (...args) => {
    if (!insideNext()) return read(...args)
    cached ??= unstable_cache(read, [key, databaseKey()], { tags, revalidate: MAX_STALE_SECONDS })
    return cached(...args)
  }
}
