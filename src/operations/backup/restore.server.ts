import { existsSync } from 'node:fs'
import { chmod, copyFile, cp, mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'

import { dialectOf } from '@/database/database.server'
import { migrations as postgresMigrations } from '@/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '@/cms/migrations/sqlite'

import { BackupError } from './backup-error'
import {
  backupFolderName,
  DATABASE_FILE,
  fileProblems,
  PRIVATE_FILES_FOLDER,
  problemList,
  UPLOADS_FOLDER,
  verifyBackup,
  type DatabaseKind,
  type Manifest,
} from './manifest.server'
import { loadPostgres, preparePostgresTarget } from './postgres.server'
import { assertSqliteNotInUse, inspectSqlite, sqliteFile } from './sqlite.server'

// `npm run restore -- <folder>` (docs/decisions/0131-backup-and-restore.md), on a stopped site: the backup is
// checked against its manifest, copied beside its destination and checked again, and only then put in place by
// renames. SQLite's file, the uploads folder and the private files' folder that were there are kept beside, renamed;
// on PostgreSQL the dump is loaded in one transaction. Private files come back as they were stored, still sealed.

const KNOWN_MIGRATIONS: Record<DatabaseKind, string[]> = {
  sqlite: sqliteMigrations.map((migration) => migration.name),
  postgres: postgresMigrations.map((migration) => migration.name),
}

const KIND_NAMES: Record<DatabaseKind, string> = { sqlite: 'an SQLite', postgres: 'a PostgreSQL' }

/** Refuses a backup this site cannot take: another kind of database, or one migrated by a newer version. */
export function assertRestorable(
  manifest: Manifest,
  kind: DatabaseKind,
  knownMigrations: string[] = KNOWN_MIGRATIONS[kind],
): void {
  const backupKind = manifest.database.kind
  if (backupKind !== kind) {
    throw new BackupError(
      `This backup holds ${KIND_NAMES[backupKind]} database and DATABASE_URL names ${KIND_NAMES[kind]} one: ` +
        `restore it with a DATABASE_URL of its kind (${backupKind === 'sqlite' ? 'file:…' : 'postgres://…'})`,
    )
  }
  const latest = manifest.database.latestMigration
  if (latest !== null && !knownMigrations.includes(latest)) {
    throw new BackupError(
      `The backup's database was migrated by a newer version of the site (migration ${latest}, unknown to this ` +
        `one, ${manifest.app.name} ${manifest.app.version} made it): restore it with that version or a later one`,
    )
  }
}

export type RestoreOptions = {
  /** The backup folder. */
  from: string
  databaseUrl: string
  uploadsDir: string
  /** PRIVATE_FILES_DIR: where the backup's private files go, if it has any. */
  privateFilesDir: string
  now?: Date
  log?: (line: string) => void
}

export type RestoreResult = { manifest: Manifest; keptAside: string[] }

/** Checks a copy made beside its destination against the manifest's entries under `prefix`. */
async function assertStaged(root: string, manifest: Manifest, prefix: string) {
  const files = manifest.files
    .filter((file) => file.path.startsWith(`${prefix}/`))
    .map((file) => ({ ...file, path: file.path.slice(prefix.length + 1) }))
  const problems = await fileProblems(root, files)
  if (problems.length > 0) throw new BackupError(problemList(`The copy at ${root} differs from the backup`, problems))
}

/** Renames, undone in reverse order if a later one fails. */
class Moves {
  private done: [string, string][] = []
  async move(from: string, to: string) {
    await rename(from, to)
    this.done.push([from, to])
  }
  async undo() {
    for (const [from, to] of this.done.reverse()) await rename(to, from).catch(() => {})
  }
}

export async function restoreBackup({
  from,
  databaseUrl,
  uploadsDir,
  privateFilesDir,
  now = new Date(),
  log = () => {},
}: RestoreOptions): Promise<RestoreResult> {
  const folder = path.resolve(from)
  log(`Checking ${folder} against its manifest…`)
  const manifest = await verifyBackup(folder)
  const kind = dialectOf(databaseUrl)
  assertRestorable(manifest, kind)

  const stamp = backupFolderName(now)
  const uploads = path.resolve(uploadsDir)
  const stagedUploads = `${uploads}.restoring`
  // A backup made before private files existed, or of a site keeping them in a bucket, leaves the folder as it is.
  const privateFiles = manifest.privateFiles ? path.resolve(privateFilesDir) : undefined
  const stagedPrivateFiles = privateFiles && `${privateFiles}.restoring`
  const keptAside: string[] = []
  const moves = new Moves()

  const target = kind === 'sqlite' ? sqliteFile(databaseUrl) : undefined
  const stagedDatabase = target ? `${target}.restoring` : undefined
  try {
    // Refuse a running site before anything is written.
    if (target) assertSqliteNotInUse(target)
    else await preparePostgresTarget(databaseUrl)

    log(`Copying the uploads beside ${uploads}…`)
    await rm(stagedUploads, { recursive: true, force: true })
    await mkdir(path.dirname(stagedUploads), { recursive: true })
    await cp(path.join(folder, UPLOADS_FOLDER), stagedUploads, { recursive: true })
    await assertStaged(stagedUploads, manifest, UPLOADS_FOLDER)

    if (privateFiles && stagedPrivateFiles) {
      log(`Copying the students' private files beside ${privateFiles}…`)
      await rm(stagedPrivateFiles, { recursive: true, force: true })
      await mkdir(path.dirname(stagedPrivateFiles), { recursive: true })
      const copied = path.join(folder, PRIVATE_FILES_FOLDER)
      // An empty folder may not survive the backup's trip off the machine.
      if (existsSync(copied)) await cp(copied, stagedPrivateFiles, { recursive: true })
      else await mkdir(stagedPrivateFiles)
      await chmod(stagedPrivateFiles, 0o700)
      await assertStaged(stagedPrivateFiles, manifest, PRIVATE_FILES_FOLDER)
    }

    if (target && stagedDatabase) {
      log(`Copying the database beside ${target}…`)
      await mkdir(path.dirname(target), { recursive: true })
      await copyFile(path.join(folder, DATABASE_FILE.sqlite), stagedDatabase)
      inspectSqlite(stagedDatabase)
      // A second look for a site started meanwhile, then the renames.
      assertSqliteNotInUse(target)
      if (existsSync(target)) {
        await moves.move(target, `${target}.replaced-${stamp}`)
        keptAside.push(`${target}.replaced-${stamp}`)
      }
      // What is left of the old database's WAL must not meet the new file.
      for (const suffix of ['-wal', '-shm', '-journal']) {
        if (existsSync(target + suffix)) await moves.move(target + suffix, `${target}.replaced-${stamp}${suffix}`)
      }
      await moves.move(stagedDatabase, target)
    } else {
      log('Loading the dump with psql, in one transaction…')
      await loadPostgres(databaseUrl, path.join(folder, DATABASE_FILE.postgres))
    }

    if (existsSync(uploads)) {
      await moves.move(uploads, `${uploads}.replaced-${stamp}`)
      keptAside.push(`${uploads}.replaced-${stamp}`)
    }
    await moves.move(stagedUploads, uploads)
    if (privateFiles && stagedPrivateFiles) {
      if (existsSync(privateFiles)) {
        await moves.move(privateFiles, `${privateFiles}.replaced-${stamp}`)
        keptAside.push(`${privateFiles}.replaced-${stamp}`)
      }
      await moves.move(stagedPrivateFiles, privateFiles)
    }
    return { manifest, keptAside }
  } catch (error) {
    await moves.undo()
    await rm(stagedUploads, { recursive: true, force: true })
    if (stagedPrivateFiles) await rm(stagedPrivateFiles, { recursive: true, force: true })
    if (stagedDatabase) await rm(stagedDatabase, { force: true })
    throw error
  }
}
