import { CALLS, type Call } from '../../src/contract/calls'

// The read calls of docs/product.md §7 (every call but the three submissions), with bodies no earlier request
// sent, so their answers cannot come from the content cache.

export const READ_CALLS = Object.values(CALLS as Record<string, Call>).filter((entry) => entry.tag !== 'Leads')

/** A valid body for the call that asks for something never asked before (`n` differs per request). */
export function uncachedBody(entry: Call, n: number): Record<string, unknown> | undefined {
  if (entry.method === 'GET') return undefined
  if (entry.path.endsWith('SlugName')) return { slugName: `never-asked-${n}` }
  const body: Record<string, unknown> = { pageIndex: n, pageSize: 10 }
  if (entry.path.endsWith('GetBlogsByCategory')) body.categoryId = 0
  if (entry.path.endsWith('GetExploredBlogList')) body.blogId = n
  if (entry.path.endsWith('GetExploredNewsList')) body.newsId = n
  return body
}

export async function sendRead(baseURL: string, entry: Call, body: Record<string, unknown> | undefined) {
  const response = await fetch(baseURL + entry.path, {
    method: entry.method,
    ...(body ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(60_000),
  })
  const text = await response.text()
  return { path: entry.path, status: response.status, body: text }
}
