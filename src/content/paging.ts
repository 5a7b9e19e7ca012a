/** Page requests and results of the list calls. Pages count from 1. */
export type PageRequest = { pageIndex: number; pageSize: number }

export type Page<T> = { items: T[]; nextPageAvailable: boolean }

/** "All" calls send pageSize 9999; the server never reads more than this at once. */
export const MAX_PAGE_SIZE = 100

export const capPageSize = (pageSize: number) => Math.min(pageSize, MAX_PAGE_SIZE)

/** Slices an already ordered list (used where the order is computed in code). */
export function slicePage<T>(items: T[], { pageIndex, pageSize }: PageRequest): Page<T> {
  const size = capPageSize(pageSize)
  const start = (pageIndex - 1) * size
  return { items: items.slice(start, start + size), nextPageAvailable: items.length > start + size }
}
