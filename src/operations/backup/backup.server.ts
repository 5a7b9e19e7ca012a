import { existsSync } from 'node:fs'
import { copyFile, mkdir, open, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'

import { dialectOf } from '@/database/database.server'
import { FileCipherError, sealedKeyId } from '@/security/file-cipher'

import { BackupError } from './backup-error'
import {
  backupFolderName,
  DATABASE_FILE,
  describeFiles,
  listFiles,
  MANIFEST_FORMAT,
  PRIVATE_FILES_FOLDER,
  UPLOADS_FOLDER,
  writeManifest,
  type Manifest,
} from './manifest.server'
import { dumpPostgres } from './postgres.server'
import { snapshotSqlite, sqliteFile, type DatabaseFacts } from './sqlite.server'

// `npm run backup` (docs/decisions/0131-backup-and-restore.md): the database first, then the uploads and the students'
// private files, so every file a copied row names is copied too (the site writes a file before its row). The folder is filled
// under a hidden name and renamed to its time only once the manifest is written: a folder named after a time is
// always a whole backup.

const vanished = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/**
 * Copies the uploads folder while the site may add and delete files in it. A file or folder deleted between being
 * listed and being copied is left out instead of failing the whole backup; if its row was deleted only after the
 * database was copied, the backup has the row without the file (decision 0131, Costs). `skipHidden` leaves out the
 * private files' half-written ones (`.<name>.<random>.tmp`), which a restore must not bring back.
 */
async function copyUploads(from: string, to: string, skipHidden = false): Promise<void> {
  await mkdir(to, { recursive: true })
  let entries
  try {
    entries = await readdir(from, { withFileTypes: true })
  } catch (error) {
    if (vanished(error)) return
    throw error
  }
  for (const entry of entries) {
    if (skipHidden && entry.name.startsWith('.')) continue
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)]
    if (entry.isDirectory()) await copyUploads(source, target, skipHidden)
    else if (entry.isFile())
      await copyFile(source, target).catch((error: unknown) => {
        if (!vanished(error)) throw error
      })
    else throw new BackupError(`${source} is neither a file nor a folder (a link?): move it out of the uploads folder`)
  }
}

/** The ids of the keys that sealed the files under `folder`, read from each file's header. */
async function sealedKeyIds(folder: string): Promise<string[]> {
  const ids = new Set<string>()
  for (const file of await listFiles(folder)) {
    const handle = await open(path.join(folder, file))
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0)
      ids.add(sealedKeyId(buffer.subarray(0, bytesRead)))
    } catch (error) {
      if (!(error instanceof FileCipherError)) throw error
      // Too short or not sealed: copied as it is, it names no key.
    } finally {
      await handle.close()
    }
  }
  return [...ids].sort()
}

export type BackupOptions = {
  databaseUrl: string
  uploadsDir: string
  /** PRIVATE_FILES_DIR, or null when the private files are in a bucket (its own versioning keeps them). */
  privateFilesDir: string | null
  /** The folder that holds the backups (BACKUP_DIR). */
  backupRoot: string
  app: Manifest['app']
  now?: Date
  log?: (line: string) => void
}

export async function createBackup({
  databaseUrl,
  uploadsDir,
  privateFilesDir,
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

    let privateFiles: Manifest['privateFiles']
    if (privateFilesDir !== null) {
      const copy = path.join(partial, PRIVATE_FILES_FOLDER)
      log(`Copying the students' private files ${path.resolve(privateFilesDir)}, sealed as they are…`)
      await copyUploads(path.resolve(privateFilesDir), copy, true)
      privateFiles = { folder: PRIVATE_FILES_FOLDER, sealedWith: await sealedKeyIds(copy) }
    }

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: now.toISOString(),
      app,
      database: { kind, file, latestMigration: facts.latestMigration, ...server },
      ...(privateFiles ? { privateFiles } : {}),
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
