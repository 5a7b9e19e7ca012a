import { cache } from 'react'

import type { Page } from '@/cms/payload-types'
import { payloadClient } from '@/payload/payload.server'

import { CONTENT_TAGS, cachedRead } from './cache.server'
import { and, PUBLISHED } from './published'

const TAGS = [CONTENT_TAGS.pages]

async function findPage(path: string, latest: boolean): Promise<Page | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: latest ? { path: { equals: path } } : and(PUBLISHED, { path: { equals: path } }),
    draft: latest,
    limit: 1,
    // The pictures of its image bands.
    depth: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

const publishedPageAt = cachedRead('pages:by-path', TAGS, (path: string) => findPage(path, false))

/**
 * The published CMS page at `path`, or null. An address naming no page is answered from the cached list of
 * addresses, so a crawler trying paths adds no cache entry per path (docs/decisions/0118).
 */
export async function pageByPath(path: string): Promise<Page | null> {
  return (await publishedPagePaths()).some((page) => page.path === path) ? publishedPageAt(path) : null
}

/**
 * The latest saved version of the page at `path`, draft or published, read afresh: only for content staff's preview
 * and the admin's live preview. Read once per request, though the page and its metadata both ask.
 */
export const latestPageByPath = cache((path: string) => findPage(path, true))

/** The address and last change of every published page, for the sitemap. */
export const publishedPagePaths = cachedRead('pages:paths', TAGS, async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: PUBLISHED,
    sort: 'path',
    pagination: false,
    depth: 0,
    select: { path: true, updatedAt: true },
    overrideAccess: true,
  })
  return docs.map((doc) => ({ path: doc.path, updatedAt: doc.updatedAt }))
})
