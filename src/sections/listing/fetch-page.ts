// Client-side paging through the docs/product.md §7 list calls (JSON POST; a non-OK status is a failure).

export type PagedList<T> = { list: T[]; nextPageAvailable: boolean }

/**
 * One page of a §7 list call. Throws 'Network response was not ok' or 'Unexpected data structure'
 * (docs/product.md §8); callers log it and keep their skeletons.
 */
export async function fetchPage<T>(
  path: string,
  body: Record<string, number>,
  signal?: AbortSignal,
): Promise<PagedList<T>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  })
  if (!response.ok) throw new Error('Network response was not ok')
  const json: unknown = await response.json()
  const data = (json as { data?: { list?: unknown; nextPageAvailable?: unknown } } | null)?.data
  if (!data || !Array.isArray(data.list)) throw new Error('Unexpected data structure')
  return { list: data.list as T[], nextPageAvailable: data.nextPageAvailable === true }
}
