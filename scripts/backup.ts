// npm run backup: a consistent copy of the database, the uploads and the students' private files (still sealed), taken
// while the site runs, in
// BACKUP_DIR/<UTC time>/ with a manifest (docs/decisions/0131-backup-and-restore.md).
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { createBackup } from '../src/operations/backup/backup.server'
import { BackupError } from '../src/operations/backup/backup-error'
import { fail, loadEnv } from './lib/cli'

if (process.argv.length > 2) fail('Usage: npm run backup (it writes into BACKUP_DIR, default ./backups)')

const env = loadEnv()
const { name, version } = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string }

try {
  const { folder, manifest } = await createBackup({
    databaseUrl: env.DATABASE_URL,
    uploadsDir: env.UPLOADS_DIR,
    // In a bucket, the private files are kept by its own versioning, as the uploads are.
    privateFilesDir: env.S3_BUCKET ? null : env.PRIVATE_FILES_DIR,
    backupRoot: env.BACKUP_DIR,
    app: { name, version },
    log: (line) => console.log(line),
  })
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0)
  const counts = Object.entries(manifest.counts).map(([table, rows]) => `${table} ${rows}`)
  if (manifest.privateFiles?.sealedWith.length) {
    console.log(
      `Its students' documents open only with the key(s) ${manifest.privateFiles.sealedWith.join(', ')} ` +
        '(DOCUMENT_KEYS, or data/.document-key on a local site): keep the keys safe, apart from the backups.',
    )
  }
  console.log(`${manifest.files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB; rows: ${counts.join(', ')}`)
  console.log(`Backup written to ${path.relative(process.cwd(), folder) || folder}`)
  process.exit(0)
} catch (error) {
  if (error instanceof BackupError) fail(`Backup failed: ${error.message}`)
  console.error(error)
  fail(`Backup failed: ${(error as Error).message}`)
}
