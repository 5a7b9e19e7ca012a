import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleTable } from '@/database/drizzle-table.server'
import { logger } from '@/observability/logger.server'
import { SEARCH_QUERY_MAX_LENGTH } from '@/schema/search-text'

import { normalizeWord } from './highlight'

// Counting what visitors search for (docs/decisions/0137): the query, normalised, per day, with how many results it
// found. No address, cookie or agent is kept; a failure to count never fails a search.

/** The form a query is counted under: lower case, no accents, single spaces. */
export const countedQuery = (query: string) =>
  normalizeWord(query).replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX_LENGTH)

/** Counts a search: one statement that adds the day's row or raises its count, so no concurrent search is lost. */
export async function countSearch(payload: Payload, query: string, found: number, at = new Date()): Promise<void> {
  const counted = countedQuery(query)
  if (!counted) return
  const day = at.toISOString().slice(0, 10)
  const now = at.toISOString()
  try {
    const { drizzle, table } = drizzleTable(payload, 'search-queries')
    await drizzle
      .insert(table)
      .values({ query: counted, day, count: 1, found, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [table.query, table.day],
        set: { count: sql`${table.count} + 1`, found, updatedAt: now },
      })
  } catch (error) {
    logger().warn({ err: error }, 'search not counted')
  }
}
