import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { purgePages } from '@/page-cache/page-cache.server'
import { purgeAnswers } from '@/response-cache/response-cache.server'

import { announceContentChange } from './content-bus.server'
import { bumpContentVersion } from './content-version'

/** One cache tag per kind of content; every cached read in src/content names the tags of what it reads. */
export const CONTENT_TAGS = {
  announcements: 'content:announcements',
  blogCategories: 'content:blog-categories',
  blogs: 'content:blogs',
  events: 'content:events',
  media: 'content:media',
  news: 'content:news',
  pages: 'content:pages',
  redirects: 'content:redirects',
  siteSettings: 'content:site-settings',
  team: 'content:team-members',
  testimonials: 'content:testimonials',
  universityLogos: 'content:university-logos',
} as const

export type ContentTag = (typeof CONTENT_TAGS)[keyof typeof CONTENT_TAGS]

const KNOWN_TAGS = new Set<string>(Object.values(CONTENT_TAGS))

export const isContentTag = (value: string): value is ContentTag => KNOWN_TAGS.has(value)

/**
 * Expires every cached read of these tags now, every cached page, every kept answer of a read call and the search
 * index, so the next answer is current (docs/decisions/0011, 0084, 0133, 0137), on this instance and, through Redis,
 * on every other (0138).
 */
export function expireContent(...tags: ContentTag[]): void {
  // Seeds and scripts run outside the Next server, where there is no cache to expire.
  if (!process.env.NEXT_RUNTIME) return
  expireHere(tags)
  try {
    // After the answer, so after the save's transaction has committed: another instance told sooner could render
    // the old content again and keep it.
    after(() => announceContentChange(tags))
  } catch {
    // Outside a request (a scheduled publish runs as a job): no answer to wait for.
    announceContentChange(tags)
  }
}

/** Expires this process's caches of these tags, and its pages, answers and search index, telling no other. */
export function expireHere(tags: readonly ContentTag[]): void {
  bumpContentVersion()
  purgePages()
  purgeAnswers()
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside a request there is no cache store to expire either.
    }
  }
}

/** Collection hooks that expire the given tags after any save or delete (publish and unpublish included). */
export function expireOnChange(...tags: ContentTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [({ doc }) => (expireContent(...tags), doc)],
    afterDelete: [({ doc }) => (expireContent(...tags), doc)],
  }
}

export const expireGlobalOnChange =
  (...tags: ContentTag[]): GlobalAfterChangeHook =>
  ({ doc }) => (expireContent(...tags), doc)
