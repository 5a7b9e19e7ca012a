import { test } from '@playwright/test'

import { backupAndRestore } from '../support/backup-restore'
import { freshPostgres, postgresUrl } from '../support/test-databases'

test('PostgreSQL: npm run backup under writes, npm run restore into a new database: every lead, item and upload is there', async () => {
  const site = await freshPostgres('backup')
  // Named after the run's databases, so the global teardown drops it if this test does not.
  const restoredDatabase = `${site.database}_restored`
  const restoredUrl = postgresUrl(restoredDatabase)
  const { default: pg } = await import('pg')
  const dropRestored = async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS "${restoredDatabase}" WITH (FORCE)`).finally(() => client.end())
  }
  await dropRestored()
  try {
    await backupAndRestore({
      port: 3363,
      site,
      restored: { databaseUrl: restoredUrl, dataDir: '.test-data/resilience-pg-backup-restored' },
      label: 'PostgreSQL',
    })
  } finally {
    await dropRestored()
    await site.drop()
  }
})
