import { appendFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { dumpPostgres, loadPostgres, preparePostgresTarget } from './postgres.server'

// PostgreSQL's side on a real server (only the int-postgres project runs `*.pg.int.test.ts`): a dump from an
// exported snapshot, a load that replaces the whole public schema, and a load that fails changing nothing.

const databaseUrl = process.env.DATABASE_URL!
const folder = mkdtempSync(path.join(tmpdir(), 'backup-pg-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

async function sql<T extends pg.QueryResultRow = any>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

const emails = async () => (await sql('SELECT email FROM enquiries ORDER BY id')).map((row) => row.email)
const tables = async () =>
  (await sql("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")).map(
    (row) => row.tablename,
  )

describe('PostgreSQL backup and restore', () => {
  it('dumps what the counts describe, loads it over later changes, and leaves the database as it was when a load fails', async () => {
    // The database does not exist yet: the restore's preparation creates it.
    await preparePostgresTarget(databaseUrl)
    await sql(`
      CREATE TYPE status AS ENUM ('new', 'won');
      CREATE TABLE enquiries (id serial PRIMARY KEY, email text NOT NULL UNIQUE, status status NOT NULL DEFAULT 'new');
      CREATE TABLE payload_migrations (id serial PRIMARY KEY, name text, batch integer);
      INSERT INTO payload_migrations (name, batch) VALUES ('20261122_104331_initial', 1), ('dev', -1);
      INSERT INTO enquiries (email) VALUES ('one@example.com'), ('two@example.com');
    `)
    const dump = path.join(folder, 'database.sql')
    const facts = await dumpPostgres(databaseUrl, dump)
    expect(facts.counts).toEqual({ enquiries: 2 })
    expect(facts.latestMigration).toBe('20261122_104331_initial')
    expect(facts.dumpedWith).toMatch(/^pg_dump \(PostgreSQL\) \d+/)

    // Changed after the backup: a row, and a table a later migration might add.
    await sql(`INSERT INTO enquiries (email) VALUES ('three@example.com'); CREATE TABLE added_later (id int);`)
    await loadPostgres(databaseUrl, dump)
    expect(await emails()).toEqual(['one@example.com', 'two@example.com'])
    expect(await tables()).toEqual(['enquiries', 'payload_migrations'])
    // Sequences are restored too: the next row does not collide.
    await sql(`INSERT INTO enquiries (email) VALUES ('next@example.com')`)
    expect(await emails()).toHaveLength(3)

    // A dump that fails half-way: nothing of it is applied, nothing is dropped.
    const broken = path.join(folder, 'broken.sql')
    rmSync(broken, { force: true })
    appendFileSync(broken, `CREATE TABLE half_way (id int);\nSELECT no_such_function();\n`)
    await expect(loadPostgres(databaseUrl, broken)).rejects.toThrow('the database was left as it was')
    expect(await emails()).toEqual(['one@example.com', 'two@example.com', 'next@example.com'])
    expect(await tables()).toEqual(['enquiries', 'payload_migrations'])
  })

  it('refuses a database another session is connected to', async () => {
    const other = new pg.Client({ connectionString: databaseUrl })
    await other.connect()
    try {
      await expect(preparePostgresTarget(databaseUrl)).rejects.toThrow('1 other connection is open to')
    } finally {
      await other.end()
    }
    await expect(preparePostgresTarget(databaseUrl)).resolves.toBeUndefined()
  })
})
