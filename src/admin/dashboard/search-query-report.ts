import type { Payload } from 'payload'

export type QueryCount = { query: string; count: number; found: number }

/**
 * What visitors searched for since `since` (docs/decisions/0137): the most searched queries that found something,
 * and those that found nothing (the guides to write next), each with its count over the days.
 */
export async function searchQueryReport(
  payload: Payload,
  since: Date,
  limit = 10,
): Promise<{ top: QueryCount[]; nothingFound: QueryCount[] }> {
  const { docs } = await payload.find({
    collection: 'search-queries',
    where: { day: { greater_than_equal: since.toISOString().slice(0, 10) } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { query: true, day: true, count: true, found: true },
    sort: 'day',
  })
  const totals = new Map<string, QueryCount>()
  for (const row of docs) {
    const total = totals.get(row.query) ?? { query: row.query, count: 0, found: 0 }
    total.count += row.count
    // Days come in order: what the latest search found stands.
    total.found = row.found
    totals.set(row.query, total)
  }
  const ranked = [...totals.values()].sort((a, b) => b.count - a.count || a.query.localeCompare(b.query))
  return {
    top: ranked.filter((row) => row.found > 0).slice(0, limit),
    nothingFound: ranked.filter((row) => row.found === 0).slice(0, limit),
  }
}
