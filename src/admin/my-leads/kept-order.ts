/**
 * The items in the order of `first` (their keys as the list was first shown): items no longer there are dropped, and
 * items that were not there go last, in their own order, so nothing already on screen moves.
 */
export function keptOrder<T extends { key: string }>(first: readonly string[], items: readonly T[]): T[] {
  const byKey = new Map(items.map((item) => [item.key, item]))
  const known = new Set(first)
  return [...first.flatMap((key) => byKey.get(key) ?? []), ...items.filter((item) => !known.has(item.key))]
}
