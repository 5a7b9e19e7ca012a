import { existsSync } from 'node:fs'
import { cp, mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'

import { dialectOf } from '@/cms/database.server'

import { BackupError } from './backup-error'
import {
  backupFolderName,
  DATABASE_FILE,
  describeFiles,
  listFiles,
  MANIFEST_FORMAT,
  UPLOADS_FOLDER,
  writeManifest,
  type Manifest,
} from './manifest.server'
import { dumpPostgres } from './postgres.server'
import { snapshotSqlite, sqliteFile, type DatabaseFacts } from './sqlite.server'

// `npm run backup` (docs/decisions/0131-backup-and-restore.md): the database first, then the uploads, so every
// file a copied row names is copied too (the site writes an upload's file before its row). The folder is filled
// under a hidden name and renamed to its time only once the manifest is written: a folder named after a time is
// always a whole backup.

export type BackupOptions = {
  databaseUrl: string
  uploadsDir: string
  /** The folder that holds the backups (BACKUP_DIR). */
  backupRoot: string
  app: Manifest['app']
  now?: Date
  log?: (line: string) => void
}

export async function createBackup({
  databaseUrl,
  uploadsDir,
  backupRoot,
  app,
  now = new Date(),
  log = () => {},
}: BackupOptions): Promise<{ folder: string; manifest: Manifest }> {
  const name = backupFolderName(now)
  const folder = path.resolve(backupRoot, name)
  if (existsSync(folder)) throw new BackupError(`${folder} already exists: wait a second and run the backup again`)
  const partial = path.resolve(backupRoot, `.${name}.partial`)
  await rm(partial, { recursive: true, force: true })
  await mkdir(partial, { recursive: true })
  try {
    const kind = dialectOf(databaseUrl)
    const file = DATABASE_FILE[kind]
    let facts: DatabaseFacts
    let server: Pick<Manifest['database'], 'serverVersion' | 'dumpedWith'> = {}
    if (kind === 'sqlite') {
      log(`Copying the SQLite database ${sqliteFile(databaseUrl)}…`)
      facts = snapshotSqlite(sqliteFile(databaseUrl), path.join(partial, file))
    } else {
      log('Dumping the PostgreSQL database with pg_dump…')
      const { serverVersion, dumpedWith, ...dumped } = await dumpPostgres(databaseUrl, path.join(partial, file))
      facts = dumped
      server = { serverVersion, dumpedWith }
    }

    const uploads = path.resolve(uploadsDir)
    log(`Copying the uploads ${uploads}…`)
    if (existsSync(uploads)) await cp(uploads, path.join(partial, UPLOADS_FOLDER), { recursive: true })
    else await mkdir(path.join(partial, UPLOADS_FOLDER))

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: now.toISOString(),
      app,
      database: { kind, file, latestMigration: facts.latestMigration, ...server },
      counts: facts.counts,
      files: await describeFiles(partial, await listFiles(partial)),
    }
    await writeManifest(partial, manifest)
    await rename(partial, folder)
    return { folder, manifest }
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  }
}
