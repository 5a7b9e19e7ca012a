import { test } from '@playwright/test'

import { backupAndRestore } from '../support/backup-restore'
import { freshSqlite } from '../support/test-databases'

test('SQLite: npm run backup under writes, npm run restore into a fresh folder: every lead, item and upload is there', async () => {
  const site = await freshSqlite('backup')
  const dataDir = '.test-data/resilience-backup-restored'
  await backupAndRestore({
    port: 3362,
    site,
    restored: { databaseUrl: `file:./${dataDir}/site.db`, dataDir },
    label: 'SQLite',
  })
})
