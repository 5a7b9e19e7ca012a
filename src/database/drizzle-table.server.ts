import type { Payload } from 'payload'

/**
 * A collection's table as Payload's database adapter built it, with the adapter's drizzle client, for the few writes
 * that must be one SQL statement (a claim, a counter). Works on SQLite and PostgreSQL alike.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Payload's adapter builds the table at run time, for SQLite or Postgres: no static type exists
export function drizzleTable(payload: Payload, slug: string): { drizzle: any; table: any } {
  const db = payload.db as unknown as { drizzle: unknown; tables: Record<string, unknown> }
  return { drizzle: db.drizzle, table: db.tables[slug.replace(/-/g, '_')] }
}
