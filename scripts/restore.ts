// npm run restore -- backups/<time>: puts a backup's database, uploads and private files in place of DATABASE_URL,
// UPLOADS_DIR and PRIVATE_FILES_DIR, on a stopped site, once the backup matches its manifest (docs/decisions/0131-backup-and-restore.md).
import path from 'node:path'

import { BackupError } from '../src/operations/backup/backup-error'
import { restoreBackup } from '../src/operations/backup/restore.server'
import { fail, loadEnv, redactUrl } from './lib/cli'

const folders = process.argv.slice(2)
if (folders.length !== 1) fail('Usage: npm run restore -- backups/<time> (a folder written by npm run backup)')

const env = loadEnv()

try {
  const { manifest, keptAside } = await restoreBackup({
    from: folders[0]!,
    databaseUrl: env.DATABASE_URL,
    uploadsDir: env.UPLOADS_DIR,
    privateFilesDir: env.PRIVATE_FILES_DIR,
    log: (line) => console.log(line),
  })
  const counts = Object.entries(manifest.counts).map(([table, rows]) => `${table} ${rows}`)
  console.log(`Restored the backup of ${manifest.createdAt} into ${redactUrl(env.DATABASE_URL)} and ${env.UPLOADS_DIR}`)
  console.log(`Rows: ${counts.join(', ')}`)
  if (manifest.privateFiles) {
    console.log(
      `The students' private files are back in ${env.PRIVATE_FILES_DIR}, sealed` +
        (manifest.privateFiles.sealedWith.length
          ? `: DOCUMENT_KEYS must hold the key(s) ${manifest.privateFiles.sealedWith.join(', ')} to open them.`
          : '.'),
    )
  }
  for (const kept of keptAside) {
    console.log(
      `The previous ${path.basename(kept).split('.replaced-')[0]} is kept at ${path.relative(process.cwd(), kept)}: delete it once the site looks right.`,
    )
  }
  console.log('Start the site (npm start): it applies any newer migration first.')
  process.exit(0)
} catch (error) {
  if (error instanceof BackupError) fail(`Restore failed: ${error.message}`)
  console.error(error)
  fail(`Restore failed: ${(error as Error).message}`)
}
