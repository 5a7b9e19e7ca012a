import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import {
  backupFolderName,
  describeFiles,
  listFiles,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  verifyBackup,
  writeManifest,
  type Manifest,
} from './manifest.server'

// A backup folder is restored only when it is exactly what its manifest lists: every file there with its size and
// SHA-256, nothing more, and a manifest this version reads.

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })))

/** A small SQLite-kind backup folder: a database file, two uploads, and its manifest. */
async function backupFolder(): Promise<{ folder: string; manifest: Manifest }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'backup-manifest-'))
  folders.push(folder)
  writeFileSync(path.join(folder, 'site.db'), 'SQLite format 3\0 and some pages')
  mkdirSync(path.join(folder, 'uploads/media'), { recursive: true })
  mkdirSync(path.join(folder, 'uploads/documents'), { recursive: true })
  writeFileSync(path.join(folder, 'uploads/media/tile.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))
  writeFileSync(path.join(folder, 'uploads/documents/brochure.pdf'), '%PDF-1.4 brochure')
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    createdAt: '2026-11-27T16:05:03.000Z',
    app: { name: 'brighter-bridge-site', version: '0.1.0' },
    database: { kind: 'sqlite', file: 'site.db', latestMigration: '20261127_142221_bookings' },
    counts: { enquiries: 3, blogs: 1 },
    files: await describeFiles(folder, await listFiles(folder)),
  }
  await writeManifest(folder, manifest)
  return { folder, manifest }
}

const editManifest = (folder: string, edit: (manifest: any) => void) => {
  const file = path.join(folder, MANIFEST_FILE)
  const manifest = JSON.parse(readFileSync(file, 'utf8'))
  edit(manifest)
  writeFileSync(file, JSON.stringify(manifest))
}

describe('a backup folder', () => {
  it('is named after its UTC time to the second, without colons', () => {
    expect(backupFolderName(new Date('2026-11-27T16:05:03.456Z'))).toBe('2026-11-27T16-05-03Z')
  })

  it('lists every file with its size and SHA-256, in path order', async () => {
    const { manifest } = await backupFolder()
    expect(manifest.files.map((file) => file.path)).toEqual([
      'site.db',
      'uploads/documents/brochure.pdf',
      'uploads/media/tile.png',
    ])
    expect(manifest.files[2]).toEqual({
      path: 'uploads/media/tile.png',
      bytes: 7,
      // sha256 of 89 50 4e 47 01 02 03
      sha256: 'cdf3cefe7ec6253d1cb4828ab654da6beb8a4727daac0c49dbf26bedf5887f79',
    })
  })

  it('verifies when it is untouched', async () => {
    const { folder, manifest } = await backupFolder()
    await expect(verifyBackup(folder)).resolves.toEqual(manifest)
  })

  it('is refused when a file changed, even at the same size', async () => {
    const { folder } = await backupFolder()
    writeFileSync(path.join(folder, 'uploads/media/tile.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 4]))
    await expect(verifyBackup(folder)).rejects.toThrow(
      'uploads/media/tile.png differs from its SHA-256 in the manifest',
    )
  })

  it('is refused when a file is cut short', async () => {
    const { folder } = await backupFolder()
    writeFileSync(path.join(folder, 'site.db'), 'SQLite format 3\0')
    await expect(verifyBackup(folder)).rejects.toThrow('site.db has 16 bytes, the manifest says 31')
  })

  it('is refused when a file is missing', async () => {
    const { folder } = await backupFolder()
    rmSync(path.join(folder, 'uploads/documents/brochure.pdf'))
    await expect(verifyBackup(folder)).rejects.toThrow('uploads/documents/brochure.pdf is missing')
  })

  it('is refused when it holds a file the manifest does not list', async () => {
    const { folder } = await backupFolder()
    writeFileSync(path.join(folder, 'uploads/media/extra.png'), 'not backed up')
    await expect(verifyBackup(folder)).rejects.toThrow('uploads/media/extra.png is not in the manifest')
  })

  it('names every difference at once', async () => {
    const { folder } = await backupFolder()
    rmSync(path.join(folder, 'site.db'))
    writeFileSync(path.join(folder, 'uploads/documents/brochure.pdf'), '%PDF-1.4 brochurE')
    const error = await verifyBackup(folder).catch((caught: Error) => caught)
    expect(String(error)).toContain('does not match its manifest')
    expect(String(error)).toContain('site.db is missing')
    expect(String(error)).toContain('uploads/documents/brochure.pdf differs')
  })

  it('is refused without its manifest', async () => {
    const { folder } = await backupFolder()
    rmSync(path.join(folder, MANIFEST_FILE))
    await expect(verifyBackup(folder)).rejects.toThrow(`${folder} is not a complete backup`)
  })

  it('is refused when the manifest names a path outside the folder', async () => {
    const { folder } = await backupFolder()
    editManifest(folder, (manifest) => manifest.files.push({ path: '../site.db', bytes: 1, sha256: 'a'.repeat(64) }))
    await expect(verifyBackup(folder)).rejects.toThrow('files.3.path must stay inside the backup folder')
  })

  it('is refused when the manifest has another format', async () => {
    const { folder } = await backupFolder()
    editManifest(folder, (manifest) => (manifest.format = 2))
    await expect(verifyBackup(folder)).rejects.toThrow('has format 2; this version reads format 1')
  })

  it('is refused when the manifest does not list the database', async () => {
    const { folder } = await backupFolder()
    editManifest(folder, (manifest) => (manifest.files = manifest.files.filter((file: any) => file.path !== 'site.db')))
    await expect(verifyBackup(folder)).rejects.toThrow('does not list the database file site.db')
  })

  it('is refused when the manifest is not JSON', async () => {
    const { folder } = await backupFolder()
    writeFileSync(path.join(folder, MANIFEST_FILE), '{"format": 1,')
    await expect(verifyBackup(folder)).rejects.toThrow('is not valid JSON')
  })
})
