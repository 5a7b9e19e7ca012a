import { existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'

import { dialectOf } from '@/database/database.server'

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

const vanished = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/**
 * Copies the uploads folder while the site may add and delete files in it. A file or folder deleted between being
 * listed and being copied is left out instead of failing the whole backup; if its row was deleted only after the
 * database was copied, the backup has the row without the file (decision 0131, Costs).
 */
async function copyUploads(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true })
  let entries
  try {
    entries = await readdir(from, { withFileTypes: true })
  } catch (error) {
    if (vanished(error)) return
    throw error
  }
  for (const entry of entries) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)]
    if (entry.isDirectory()) await copyUploads(source, target)
    else if (entry.isFile())
      await copyFile(source, target).catch((error: unknown) => {
        if (!vanished(error)) throw error
      })
    else throw new BackupError(`${source} is neither a file nor a folder (a link?): move it out of the uploads folder`)
  }
}

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
    await copyUploads(uploads, path.join(partial, UPLOADS_FOLDER))

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
