// npm run migrate:create -- NAME
// Writes the migration for the current schema for both databases (SQLite and PostgreSQL), each
// generated against a throw-away empty database. PostgreSQL comes from MIGRATION_POSTGRES_URL,
// by default the local server.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { fail } from './lib/cli'
import { NODE_FLAGS } from './lib/node-args'
import { run } from './lib/run'

const name = process.argv[2]
if (!name || !/^[a-z0-9-_]+$/i.test(name)) fail('usage: npm run migrate:create -- NAME (letters, digits, - and _)')

const scratch = mkdtempSync(path.join(tmpdir(), 'migrate-create-'))
const pgBase = new URL(process.env.MIGRATION_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
const pgDatabase = `migrate_create_${randomBytes(4).toString('hex')}`
const pgUrl = new URL(pgBase)
pgUrl.pathname = `/${pgDatabase}`

const base = {
  ...process.env,
  PAYLOAD_SECRET: 'migration-generation-secret-0123456789',
  UPLOADS_DIR: path.join(scratch, 'uploads'),
  NEXT_TELEMETRY_DISABLED: '1',
}
const payloadBin = 'node_modules/payload/bin.js'

try {
  for (const DATABASE_URL of [`file:${path.join(scratch, 'schema.db')}`, pgUrl.toString()]) {
    const code = await run(process.execPath, [...NODE_FLAGS, payloadBin, 'migrate:create', name], {
      ...base,
      DATABASE_URL,
    })
    if (code !== 0) fail(`migrate:create failed for ${DATABASE_URL.split(':')[0]}`)
  }
  // The types follow the schema the migrations were written for (Payload makes them itself only in development).
  const types = await run(process.execPath, [...NODE_FLAGS, payloadBin, 'generate:types'], {
    ...base,
    DATABASE_URL: `file:${path.join(scratch, 'schema.db')}`,
  })
  if (types !== 0) fail('generate:types failed')
} finally {
  rmSync(scratch, { recursive: true, force: true })
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: pgBase.toString() })
  await client.connect().then(
    () => client.query(`DROP DATABASE IF EXISTS "${pgDatabase}" WITH (FORCE)`).finally(() => client.end()),
    () => {},
  )
}
console.log(
  'Migrations written under src/cms/migrations/{sqlite,postgres}, types in src/cms/payload-types.ts. Commit them.',
)
process.exit(0)
