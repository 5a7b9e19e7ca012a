/** A §7 list item as the measuring commands need it. */
export type ListItem = { id: number; slug: string }

/** The first item a §7 list call answers on `base` (the newest blog or news item), for real detail routes. */
export async function firstListedItem(base: string, path: string, body: unknown): Promise<ListItem> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  const item = ((await response.json()) as { data: { list: ListItem[] } }).data.list[0]
  if (!item) throw new Error(`${path} lists nothing: the demo content is needed`)
  return item
}
