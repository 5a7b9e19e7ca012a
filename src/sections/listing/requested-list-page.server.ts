import { requestedPage } from './list-query'

/**
 * The page of a list an address names, loaded; `null` when the address names no page, which is the not-found page
 * (docs/decisions/0096): a `?page=` that is not a whole number from 1, or one past the last page. The page and its
 * metadata both call it; the read is cached, so it runs once.
 */
export async function requestedListPage<List extends { items: unknown[] }>(
  value: string | string[] | undefined,
  load: (page: number) => Promise<List>,
): Promise<{ page: number; list: List } | null> {
  const page = requestedPage(value)
  if (page === null) return null
  const list = await load(page)
  if (page > 1 && !list.items.length) return null
  return { page, list }
}
