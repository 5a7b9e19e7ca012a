import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import Database from 'libsql'
import { afterEach, describe, expect, it } from 'vitest'

import { diskStore } from '@/database/private-file-store.server'
import { privateFilesOf } from '@/database/private-files.server'

import { createBackup } from './backup.server'
import { MANIFEST_FORMAT, type Manifest } from './manifest.server'
import { assertRestorable, restoreBackup } from './restore.server'

// What a restore refuses before it touches anything, and a round trip on SQLite files with the driver the site uses:
// a backup taken while another connection writes, restored into an empty folder and over an existing database.

const APP = { name: 'brighter-bridge-site', version: '0.1.0' }

const manifestOf = (database: Partial<Manifest['database']>): Manifest => ({
  format: MANIFEST_FORMAT,
  createdAt: '2026-11-27T16:05:03.000Z',
  app: APP,
  database: { kind: 'sqlite', file: 'site.db', latestMigration: '20261122_104324_initial', ...database },
  counts: {},
  files: [],
})

describe('a restore refuses', () => {
  it('a backup of another kind of database, saying which', () => {
    expect(() => assertRestorable(manifestOf({}), 'postgres')).toThrow(
      'This backup holds an SQLite database and DATABASE_URL names a PostgreSQL one',
    )
    expect(() =>
      assertRestorable(manifestOf({ kind: 'postgres', file: 'database.sql', latestMigration: null }), 'sqlite'),
    ).toThrow('restore it with a DATABASE_URL of its kind (postgres://…)')
  })

  it('a database migrated by a newer version of the site', () => {
    expect(() => assertRestorable(manifestOf({ latestMigration: '20991231_000000_future' }), 'sqlite')).toThrow(
      'migration 20991231_000000_future, unknown to this one',
    )
  })

  it('nothing of its own kind that this version knows, migrated or not', () => {
    expect(() => assertRestorable(manifestOf({}), 'sqlite')).not.toThrow()
    expect(() => assertRestorable(manifestOf({ latestMigration: null }), 'sqlite')).not.toThrow()
  })
})

const folders: string[] = []
const open: Database.Database[] = []
afterEach(() => {
  open.splice(0).forEach((db) => db.close())
  folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true }))
})

function site(root: string, name: string) {
  const dir = path.join(root, name)
  return {
    dir,
    file: path.join(dir, 'site.db'),
    databaseUrl: `file:${path.join(dir, 'site.db')}`,
    uploads: path.join(dir, 'uploads'),
    privateFiles: path.join(dir, 'private-files'),
  }
}

const documentKey = { id: '2026-12', key: Buffer.alloc(32, 3) }
const passport = Buffer.from('%PDF-1.7 passport of Asha Rao')
const PASSPORT = '0d9d3f7e-5c1a-4b7e-9a55-3f1e2d6c7b80'

const emails = (file: string) => {
  const db = new Database(file)
  try {
    return (db.prepare('SELECT email FROM enquiries ORDER BY id').all() as { email: string }[]).map((row) => row.email)
  } finally {
    db.close()
  }
}

describe('SQLite backup and restore', () => {
  it('copies a database in WAL mode while it is written, and puts it back in an empty folder and over another', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'backup-restore-'))
    folders.push(root)
    const live = site(root, 'live')
    mkdirSync(path.join(live.uploads, 'media'), { recursive: true })
    writeFileSync(path.join(live.uploads, 'media', 'tile.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 9]))
    const documents = privateFilesOf(diskStore(live.privateFiles), {
      current: documentKey,
      byId: new Map([[documentKey.id, documentKey.key]]),
    })
    await documents.put(PASSPORT, passport)
    const sealedPassport = readFileSync(path.join(live.privateFiles, PASSPORT))
    // Half written by an upload in progress: not a file to bring back.
    writeFileSync(path.join(live.privateFiles, `.${PASSPORT}.a1b2c3.tmp`), 'partial')
    const writer = new Database(live.file)
    open.push(writer)
    writer.exec('PRAGMA journal_mode = WAL')
    writer.exec('CREATE TABLE payload_migrations (id INTEGER PRIMARY KEY, name TEXT, batch INTEGER)')
    writer.exec("INSERT INTO payload_migrations (name, batch) VALUES ('20261122_104324_initial', 1)")
    writer.exec('CREATE TABLE enquiries (id INTEGER PRIMARY KEY, email TEXT NOT NULL)')
    for (let i = 0; i < 50; i++) writer.exec(`INSERT INTO enquiries (email) VALUES ('before${i}@example.com')`)
    // A transaction left open by the writer: not committed, so not in the copy.
    writer.exec("BEGIN; INSERT INTO enquiries (email) VALUES ('uncommitted@example.com')")

    const { folder, manifest } = await createBackup({
      databaseUrl: live.databaseUrl,
      uploadsDir: live.uploads,
      privateFilesDir: live.privateFiles,
      backupRoot: path.join(root, 'backups'),
      app: APP,
      now: new Date('2026-11-27T16:05:03Z'),
    })
    writer.exec('COMMIT')
    expect(path.basename(folder)).toBe('2026-11-27T16-05-03Z')
    expect(readdirSync(path.dirname(folder))).toEqual(['2026-11-27T16-05-03Z'])
    expect(manifest.database).toEqual({ kind: 'sqlite', file: 'site.db', latestMigration: '20261122_104324_initial' })
    expect(manifest.counts).toEqual({ enquiries: 50 })
    expect(manifest.files.map((file) => file.path)).toEqual([
      `private-files/${PASSPORT}`,
      'site.db',
      'uploads/media/tile.png',
    ])
    expect(manifest.privateFiles).toEqual({ folder: 'private-files', sealedWith: ['2026-12'] })
    // Copied as stored: sealed, not the passport.
    expect(readFileSync(path.join(folder, 'private-files', PASSPORT))).toEqual(sealedPassport)
    expect(sealedPassport.includes(passport)).toBe(false)

    // Into a folder that does not exist yet.
    const fresh = site(root, 'fresh')
    const restored = await restoreBackup({
      from: folder,
      databaseUrl: fresh.databaseUrl,
      uploadsDir: fresh.uploads,
      privateFilesDir: fresh.privateFiles,
    })
    expect(restored.keptAside).toEqual([])
    expect(emails(fresh.file)).toEqual(Array.from({ length: 50 }, (_, i) => `before${i}@example.com`))
    expect(readFileSync(path.join(fresh.uploads, 'media', 'tile.png'))).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 9]),
    )
    expect(readdirSync(fresh.privateFiles)).toEqual([PASSPORT])
    expect(readFileSync(path.join(fresh.privateFiles, PASSPORT))).toEqual(sealedPassport)
    expect(statSync(fresh.privateFiles).mode & 0o777).toBe(0o700)
    expect(statSync(path.join(fresh.privateFiles, PASSPORT)).mode & 0o777).toBe(0o600)
    expect(
      await privateFilesOf(diskStore(fresh.privateFiles), {
        current: documentKey,
        byId: new Map([[documentKey.id, documentKey.key]]),
      }).read(PASSPORT),
    ).toEqual(passport)
    expect(readdirSync(fresh.dir).sort()).toEqual(['private-files', 'site.db', 'uploads'])

    // Over the live database once its writer has gone: the old one and its uploads are kept aside, whole.
    writer.exec("INSERT INTO enquiries (email) VALUES ('after@example.com')")
    await expect(
      restoreBackup({
        from: folder,
        databaseUrl: live.databaseUrl,
        uploadsDir: live.uploads,
        privateFilesDir: live.privateFiles,
      }),
    ).rejects.toThrow('is open in another process: stop the site')
    // (Read no rows of live.file before the restore below: libsql lets a connection go only once its prepared
    // statements are garbage-collected, and the restore would rightly see it as another process's.)
    open.splice(0).forEach((db) => db.close())

    await documents.delete([PASSPORT])
    const over = await restoreBackup({
      from: folder,
      databaseUrl: live.databaseUrl,
      uploadsDir: live.uploads,
      privateFilesDir: live.privateFiles,
      now: new Date('2026-11-27T17:00:00Z'),
    })
    expect(over.keptAside).toEqual([
      `${live.file}.replaced-2026-11-27T17-00-00Z`,
      `${live.uploads}.replaced-2026-11-27T17-00-00Z`,
      `${live.privateFiles}.replaced-2026-11-27T17-00-00Z`,
    ])
    expect(readFileSync(path.join(live.privateFiles, PASSPORT))).toEqual(sealedPassport)
    expect(readdirSync(`${live.privateFiles}.replaced-2026-11-27T17-00-00Z`)).toEqual([`.${PASSPORT}.a1b2c3.tmp`])
    expect(emails(live.file)).toHaveLength(50)
    expect(emails(`${live.file}.replaced-2026-11-27T17-00-00Z`)).toHaveLength(52)
    expect(emails(`${live.file}.replaced-2026-11-27T17-00-00Z`)).toContain('after@example.com')
    expect(existsSync(`${live.file}-wal`)).toBe(false)
  })

  it('leaves the destination as it was when the backup does not verify', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'backup-restore-'))
    folders.push(root)
    const live = site(root, 'live')
    mkdirSync(live.uploads, { recursive: true })
    const db = new Database(live.file)
    db.exec('CREATE TABLE enquiries (id INTEGER PRIMARY KEY, email TEXT NOT NULL)')
    db.exec("INSERT INTO enquiries (email) VALUES ('kept@example.com')")
    db.close()
    const { folder } = await createBackup({
      databaseUrl: live.databaseUrl,
      uploadsDir: live.uploads,
      privateFilesDir: live.privateFiles,
      backupRoot: root,
      app: APP,
    })
    const target = site(root, 'target')
    writeFileSync(path.join(folder, 'site.db'), 'not the database')
    await expect(
      restoreBackup({
        from: folder,
        databaseUrl: target.databaseUrl,
        uploadsDir: target.uploads,
        privateFilesDir: target.privateFiles,
      }),
    ).rejects.toThrow('site.db has 16 bytes')
    expect(existsSync(target.dir)).toBe(false)
  })

  it('leaves the private files where they are when the backup has none (they are in a bucket)', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'backup-restore-'))
    folders.push(root)
    const live = site(root, 'live')
    mkdirSync(live.uploads, { recursive: true })
    new Database(live.file).close()
    const { folder, manifest } = await createBackup({
      databaseUrl: live.databaseUrl,
      uploadsDir: live.uploads,
      privateFilesDir: null,
      backupRoot: root,
      app: APP,
    })
    expect(manifest.privateFiles).toBeUndefined()
    expect(existsSync(path.join(folder, 'private-files'))).toBe(false)
    const target = site(root, 'target')
    mkdirSync(target.privateFiles, { recursive: true })
    writeFileSync(path.join(target.privateFiles, PASSPORT), 'sealed elsewhere')
    const restored = await restoreBackup({
      from: folder,
      databaseUrl: target.databaseUrl,
      uploadsDir: target.uploads,
      privateFilesDir: target.privateFiles,
    })
    expect(restored.keptAside).toEqual([])
    expect(readFileSync(path.join(target.privateFiles, PASSPORT), 'utf8')).toBe('sealed elsewhere')
  })
})
