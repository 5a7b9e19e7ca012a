import type { ServerProps } from 'payload'

import { CMS_API_PATH } from '../../config/cms-paths'

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

/**
 * Above the enquiries' and consultations' list: "Export CSV" of the list as filtered now (the list view's
 * `where`, whether Next hands it over parsed or as bracketed keys).
 */
export function LeadCsvLink({ searchParams, collection }: ServerProps & { collection: string }) {
  const params = (searchParams ?? {}) as Record<string, Value>
  const parts =
    params.where && typeof params.where === 'object' && !Array.isArray(params.where)
      ? toQuery('where', params.where)
      : Object.entries(params)
          .filter(([key]) => key.startsWith('where['))
          .flatMap(([key, value]) =>
            (Array.isArray(value) ? value : [value]).map(
              (item) => `${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`,
            ),
          )
  const href = `${CMS_API_PATH}/${collection}/export.csv${parts.length ? `?${parts.join('&')}` : ''}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: '1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Export CSV (current filters)
      </a>
    </div>
  )
}
