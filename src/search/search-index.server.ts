import type MiniSearch from 'minisearch'

import { contentVersion } from '@/cms/hooks/content-version'
import { logger } from '@/observability/logger.server'
import { payloadClient } from '@/payload/payload.server'

import { buildIndex, runSearch, type SearchPage } from './search-engine'
import { searchDocuments } from './search-documents'
import type { SearchDocument } from './search-types'

// The site's search index (docs/decisions/0137), built from the database, built again as soon as content changes on
// this instance (the content version every CMS change raises) and, for changes made on another instance, once it is
// older than MAX_AGE_MS (then in the background, while the old one answers).

const MAX_AGE_MS = 30_000

type Built = { index: MiniSearch<SearchDocument>; version: number; at: number }

const KEY = Symbol.for('site.search-index')
const store = globalThis as unknown as { [KEY]?: { current?: Built; building?: Promise<Built> } }
const state = (store[KEY] ??= {})

function rebuild(): Promise<Built> {
  const version = contentVersion()
  state.building ??= payloadClient()
    .then((payload) => searchDocuments(payload))
    .then((documents) => (state.current = { index: buildIndex(documents), version, at: Date.now() }))
    .finally(() => {
      state.building = undefined
    })
  return state.building
}

async function currentIndex(): Promise<MiniSearch<SearchDocument>> {
  const current = state.current
  if (!current || current.version !== contentVersion()) return (await rebuild()).index
  if (Date.now() - current.at > MAX_AGE_MS)
    rebuild().catch((error: unknown) => logger().error({ err: error }, 'search index rebuild failed'))
  return current.index
}

/** A page of the site's search results for `query`. */
export async function searchSite(query: string, page = 1): Promise<SearchPage> {
  return runSearch(await currentIndex(), query, page)
}
