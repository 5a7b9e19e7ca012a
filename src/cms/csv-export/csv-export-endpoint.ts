import type { CollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'
import { hoistQueryParamsToAnd, mergeListSearchAndWhere } from 'payload/shared'

import { isLeadStaff } from '../access/roles'
import { toCsv, type CsvColumn } from './csv'

type Options = {
  collection: CollectionSlug
  columns: CsvColumn[]
  /** Always applied on top of the staff's filters: what this export may ever contain (for this user). */
  scope?: Where | ((req: PayloadRequest) => Where | undefined)
  /** Who may export; lead staff when not given. */
  allowed?: (args: { req: PayloadRequest }) => boolean
  /** Names the file: `<collection>[-<fileLabel>]-<date>.csv`. */
  fileLabel?: string
}

/**
 * GET /cms-api/<collection>/export.csv?where[...]&search=...: the admin list as staff see it now (the list
 * view's `where` and its search box, merged the way the list view merges them), as CSV. Lead staff only, unless `allowed` says otherwise.
 */
export const csvExportEndpoint = ({
  collection,
  columns,
  scope,
  fileLabel,
  allowed = isLeadStaff,
}: Options): Endpoint => ({
  path: '/export.csv',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!allowed({ req })) return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })
    const search = typeof req.query?.search === 'string' ? req.query.search : ''
    const filtered = mergeListSearchAndWhere({
      collectionConfig: req.payload.collections[collection].config,
      search,
      where: structuredClone((req.query?.where ?? {}) as Where),
    })
    const limit = typeof scope === 'function' ? scope(req) : scope
    const where = limit ? hoistQueryParamsToAnd(filtered, limit) : filtered
    const result = await req.payload.find({
      collection,
      where,
      depth: 1,
      pagination: false,
      sort: '-createdAt',
      overrideAccess: false,
      user: req.user,
      req,
    })
    const stamp = new Date().toISOString().slice(0, 10)
    const name = [collection, fileLabel, stamp].filter(Boolean).join('-')
    // The byte-order mark tells spreadsheet programs (Excel above all) that the file is UTF-8: names in Hindi or with
    // accents would otherwise come out garbled.
    return new Response(`\uFEFF${toCsv(columns, result.docs)}`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
})
