import { permanentRedirect, redirect } from 'next/navigation'

import { redirectAt } from '@/content/redirects.server'

/**
 * Called before an address that names nothing shows the not-found page (docs/decisions/0117). A redirect left at
 * the path is followed; otherwise a path with capitals goes to its lower-case form, since every address of the site
 * is lower case. Returns only when neither applies.
 */
export async function followRedirect(path: string, search = ''): Promise<void> {
  const found = await redirectAt(path)
  if (found) (found.permanent ? permanentRedirect : redirect)(found.to)
  const lower = path.toLowerCase()
  if (lower !== path) permanentRedirect(`${lower}${search}`)
}

/** The query string of a page's search params, with its `?`, or '' when there is none. */
export function searchOf(params: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params))
    for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, each)
  const text = query.toString()
  return text ? `?${text}` : ''
}
