import { NotFound, type Endpoint, type PayloadHandler, type SanitizedConfig } from 'payload'

// Every document id is a database-made integer (SQLite's rowid, PostgreSQL's `serial`). Payload turns the id in a
// call's path into a number with parseFloat, so `abc` became NaN and failed the query (500), `12abc` read or changed
// document 12, and on PostgreSQL `1.5` or an id past `serial`'s range failed the query too
// (docs/decisions/0097-deletes-in-use-and-malformed-ids.md).

/** PostgreSQL's `serial` ends here; SQLite's ids never get near it on this site. */
const MAX_ID = 2_147_483_647

const isDocumentId = (id: string): boolean => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= MAX_ID

const idOnly =
  (handler: PayloadHandler): PayloadHandler =>
  (req) => {
    const id = req.routeParams?.id
    if (typeof id === 'string' && !isDocumentId(id)) throw new NotFound(req.t)
    return handler(req)
  }

const guarded = (endpoints: Endpoint[] | false): Endpoint[] | false =>
  endpoints &&
  endpoints.map((endpoint) =>
    /\/:id\b/.test(endpoint.path) ? { ...endpoint, handler: idOnly(endpoint.handler) } : endpoint,
  )

/**
 * Answers 404, as for an id that does not exist, to any REST call whose path names a document id that is not one.
 * It wraps the endpoints Payload matched (`/:id`, `/:id/duplicate`, `/versions/:id`, `/access/:id?`), so routes
 * matched before them, such as `/users/me` or `/enquiries/export.csv`, are untouched. The endpoints are copied, not
 * changed: Payload shares its default endpoint objects between collections.
 */
export function refuseMalformedIds(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) collection.endpoints = guarded(collection.endpoints)
  for (const global of config.globals) global.endpoints = guarded(global.endpoints)
  return config
}
