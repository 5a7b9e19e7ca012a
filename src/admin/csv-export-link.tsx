import type { ServerProps } from 'payload'

import { CMS_API_PATH } from '@/config/cms-paths'

type Value = string | string[] | Record<string, unknown> | undefined

/** `where` back into the bracketed query form Payload's REST API reads (`where[status][equals]=new`). */
export function toQuery(prefix: string, value: unknown): string[] {
  if (value === undefined || value === null) return []
  if (Array.isArray(value)) return value.flatMap((item, index) => toQuery(`${prefix}[${index}]`, item))
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => toQuery(`${prefix}[${key}]`, item))
  }
  return [`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`]
}

/** The list view's filters (`where`, parsed or as bracketed keys) and its search box, as the export's query. */
export function exportQuery(params: Record<string, Value>): string[] {
  const where =
    params.where && typeof params.where === 'object' && !Array.isArray(params.where)
      ? toQuery('where', params.where)
      : Object.entries(params)
          .filter(([key]) => key.startsWith('where['))
          .flatMap(([key, value]) =>
            (Array.isArray(value) ? value : [value]).map(
              (item) => `${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`,
            ),
          )
  const search = typeof params.search === 'string' && params.search.trim() ? params.search : undefined
  return search ? [...where, `search=${encodeURIComponent(search)}`] : where
}

/**
 * Above a list with a CSV export (leads, subscribers): a link to the export of the list as shown now. `ownLabel` names
 * it for a counsellor, whose export holds her own records only; `adminsOnly` shows it to admins alone (decision 0158).
 */
export function CsvExportLink({
  searchParams,
  user,
  collection,
  label,
  ownLabel,
  adminsOnly = false,
}: ServerProps & { collection: string; label: string; ownLabel?: string; adminsOnly?: boolean }) {
  const admin = (user as { role?: string } | undefined)?.role === 'admin'
  if (adminsOnly && !admin) return null
  const parts = exportQuery((searchParams ?? {}) as Record<string, Value>)
  const href = `${CMS_API_PATH}/${collection}/export.csv${parts.length ? `?${parts.join('&')}` : ''}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: '1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        {admin ? label : (ownLabel ?? label)}
      </a>
    </div>
  )
}
