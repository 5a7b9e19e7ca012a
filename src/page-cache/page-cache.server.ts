import { LRUCache } from 'lru-cache'

import { env } from '@/config/env.server'
import { newNonce } from '@/security/headers'

// Rendered public pages, kept for PAGE_CACHE_SECONDS and answered with a fresh script nonce each time
// (docs/decisions/0084-page-cache.md). The proxy and the CMS's hooks are bundled apart, so the one cache of a
// server process lives on globalThis.

/** A page as rendered for the cache: the placeholder stands where each answer's nonce goes. */
export type CachedPage = { status: number; headers: [string, string][]; body: string }

type PageCache = {
  /** Stands in for the nonce while a page renders for the cache; never leaves the process. */
  placeholder: string
  /** Marks this process's own rendering requests, so no outside request can ask for the placeholder. */
  fillToken: string
  pages: LRUCache<string, CachedPage, () => Promise<CachedPage | undefined>>
}

/** A few hundred pages: every route and item of a consultancy's site, with room to spare. */
const MAX_PAGES = 500
const STORE = Symbol.for('brighter-bridge.page-cache')

/** The header of the proxy's own rendering requests. */
export const FILL_HEADER = 'x-page-cache-fill'
/** Says whether an answer came from the cache (HIT) or was rendered for it (MISS), as CDNs do. */
export const CACHE_STATUS_HEADER = 'x-page-cache'

const holder = () => globalThis as typeof globalThis & { [STORE]?: PageCache }

/** On in the production server when PAGE_CACHE_SECONDS is above 0; `next dev` always renders. */
export function pageCacheOn(): boolean {
  const { NODE_ENV, PAGE_CACHE_SECONDS } = env()
  return NODE_ENV === 'production' && PAGE_CACHE_SECONDS > 0
}

function store(): PageCache {
  return (holder()[STORE] ??= {
    placeholder: newNonce(),
    fillToken: newNonce(),
    pages: new LRUCache({
      max: MAX_PAGES,
      ttl: env().PAGE_CACHE_SECONDS * 1000,
      // One rendering per page however many visitors ask at once; a page that fails to render is not kept.
      fetchMethod: (_key, _stale, { context: render }) => render(),
    }),
  })
}

/** The placeholder nonce for a request that carries this process's fill token, otherwise undefined. */
export function placeholderFor(fillToken: string | null): string | undefined {
  const cache = store()
  return fillToken !== null && fillToken === cache.fillToken ? cache.placeholder : undefined
}

/** What one rendering for the cache gave: the page, and whether it may be kept (a 200 HTML page, no cookie). */
export type Rendered = { page: CachedPage; keep: boolean }

/**
 * The page under `key`, rendered by `render(fillToken)` when it is not cached (or has expired), with `nonce`
 * written where the placeholder stood, in the body and the headers. A page that may not be kept is still answered from its one rendering.
 */
export async function cachedPage(
  key: string,
  nonce: string,
  render: (fillToken: string) => Promise<Rendered>,
): Promise<(CachedPage & { hit: boolean }) | undefined> {
  const cache = store()
  const hit = cache.pages.has(key)
  let rendered: Rendered | undefined
  const kept = await cache.pages.fetch(key, {
    context: async () => {
      rendered = await render(cache.fillToken)
      return rendered.keep ? rendered.page : undefined
    },
  })
  const page = kept ?? rendered?.page
  if (!page) return undefined
  // Next also writes the nonce into headers (the Link preloads), so the placeholder is replaced there too.
  const withNonce = (text: string) => text.replaceAll(cache.placeholder, nonce)
  return {
    status: page.status,
    headers: page.headers.map(([name, value]) => [name, withNonce(value)]),
    body: withNonce(page.body),
    hit,
  }
}

/** Forgets every cached page: called whenever the CMS changes content (docs/decisions/0011). */
export function purgePages(): void {
  holder()[STORE]?.pages.clear()
}
