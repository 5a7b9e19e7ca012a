import { LRUCache } from 'lru-cache'

import { env } from '@/config/env.server'
import type { CachedAnswer } from '@/response-cache/response-cache.server'
import { quietMoment } from '@/observability/give-way'
import { newNonce } from '@/security/headers'

// Rendered public pages, kept until content changes and answered by the production server before a request reaches
// Next's router (docs/decisions/0084, 0139); a page older than PAGE_CACHE_SECONDS is answered as kept and rendered
// again in the background (0185) once no visitor is waiting (0207). The server and the CMS's hooks are bundled
// apart, so the one cache of a server process lives on globalThis.

/** A page as it is answered to every visitor: its policy holds its scripts' hashes, its copies are compressed once. */
export type KeptPage = CachedAnswer & { etag: string }

/** What one rendering for the cache gave: the page, and whether it may be kept (a 200 HTML page, no cookie). */
export type Rendered = { page: KeptPage; keep: boolean }

type PageCache = {
  /** Stands in for the nonce while a page renders for the cache; never leaves the process. */
  placeholder: string
  /** Marks this process's own rendering requests, so no outside request can ask for the placeholder. */
  fillToken: string
  pages: LRUCache<string, KeptPage, () => Promise<KeptPage | undefined>>
  /** Pages past their time whose next rendering waits for a quiet moment: one wait a page, however many visit it. */
  awaitingQuiet: Set<string>
}

/** A few hundred pages: every route and item of a consultancy's site, with room to spare. */
const MAX_PAGES = 500
const STORE = Symbol.for('brighter-bridge.page-cache')

/** The header of the server's own rendering requests. */
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
    awaitingQuiet: new Set(),
    pages: new LRUCache({
      max: MAX_PAGES,
      ttl: env().PAGE_CACHE_SECONDS * 1000,
      // The clock read when asked (not kept at load, nor for a millisecond after), so a test's clock counts too.
      perf: { now: () => performance.now() },
      ttlResolution: 0,
      // A page past its time is still answered, and rendered again behind it (decision 0185): no visitor waits for
      // a rendering that a kept copy could answer. A CMS change empties the cache instead, so nothing stale is kept
      // of what changed.
      allowStale: true,
      noDeleteOnStaleGet: true,
      noDeleteOnFetchRejection: true,
      allowStaleOnFetchRejection: true,
      // One rendering per page however many visitors ask at once; a page that fails to render is not kept.
      fetchMethod: (_key, _stale, { context: render }) => render(),
    }),
  })
}

/** This process's fill token and placeholder, for the rendering of a page for the cache. */
export const fillSecrets = (): { fillToken: string; placeholder: string } => {
  const { fillToken, placeholder } = store()
  return { fillToken, placeholder }
}

/** The placeholder nonce for a request that carries this process's fill token, otherwise undefined. */
export function placeholderFor(fillToken: string | null): string | undefined {
  const cache = store()
  return fillToken !== null && fillToken === cache.fillToken ? cache.placeholder : undefined
}

/**
 * The page under `key`, rendered by `render()` when it is not cached. A page kept longer than PAGE_CACHE_SECONDS is
 * answered as kept (`stale`) while `render()` makes its next copy. A page that may not be kept is still answered from
 * its one rendering; `hit` says whether the page was cached.
 */
export async function cachedPage(
  key: string,
  render: () => Promise<Rendered>,
): Promise<{ page: KeptPage; hit: boolean; stale?: boolean } | undefined> {
  const cache = store()
  const fresh = cache.pages.has(key)
  const staleCopy = fresh ? undefined : cache.pages.peek(key, { allowStale: true })
  if (staleCopy) {
    void renderAgainWhenQuiet(key, render)
    return { page: staleCopy, hit: true, stale: true }
  }
  let rendered: Rendered | undefined
  const kept = await cache.pages.fetch(key, {
    context: async () => {
      rendered = await render()
      return rendered.keep ? rendered.page : undefined
    },
  })
  if (kept) return { page: kept, hit: fresh }
  // Not kept (a 404, a redirect): this caller's own rendering, or, when it joined another caller's, one of its own.
  const page = (rendered ?? (await render())).page
  return { page, hit: false }
}

/** The copy to keep of one rendering, if it may be kept. */
const keptCopyOf = (render: () => Promise<Rendered>) => async (): Promise<KeptPage | undefined> => {
  const rendered = await render()
  return rendered.keep ? rendered.page : undefined
}

/**
 * Renders a page past its time again once no visitor has been waiting for a moment (decision 0207): a rendering holds
 * the event loop, and begun at once it held the requests that follow the visit that found the page old (its pictures,
 * the next page). A copy made fresh or forgotten meanwhile is left as it is; a failed rendering keeps the old copy.
 */
async function renderAgainWhenQuiet(key: string, render: () => Promise<Rendered>): Promise<void> {
  const cache = store()
  if (cache.awaitingQuiet.has(key)) return
  cache.awaitingQuiet.add(key)
  try {
    await quietMoment()
  } finally {
    cache.awaitingQuiet.delete(key)
  }
  if (cache.pages.has(key) || cache.pages.peek(key, { allowStale: true }) === undefined) return
  await cache.pages.fetch(key, { context: keptCopyOf(render) }).catch(() => undefined)
}

/** Forgets every cached page: called whenever the CMS changes content (docs/decisions/0011). */
export function purgePages(): void {
  holder()[STORE]?.pages.clear()
}
