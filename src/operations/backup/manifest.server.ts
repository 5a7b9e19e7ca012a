import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { lstat, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { z } from 'zod'

import { BackupError } from './backup-error'

// The manifest of a backup folder (docs/decisions/0131-backup-and-restore.md): what made it, what it holds, and each
// file's size and SHA-256, so a restore can refuse a folder that is incomplete or was changed since.

export const MANIFEST_FILE = 'manifest.json'
export const MANIFEST_FORMAT = 1
/** The folder of the uploads inside a backup. */
export const UPLOADS_FOLDER = 'uploads'
/** The folder of the students' private files inside a backup, as stored: sealed (docs/decisions/0187). */
export const PRIVATE_FILES_FOLDER = 'private-files'
/** The database inside a backup: SQLite's file, or PostgreSQL's dump as plain SQL. */
export const DATABASE_FILE = { sqlite: 'site.db', postgres: 'database.sql' } as const

export type DatabaseKind = keyof typeof DATABASE_FILE

const relativePath = z
  .string()
  .min(1)
  .refine((value) => !path.posix.isAbsolute(value) && !value.includes('\\'), 'must be a relative path')
  .refine((value) => value.split('/').every((part) => part !== '' && part !== '.' && part !== '..'), {
    message: 'must stay inside the backup folder',
  })

const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  createdAt: z.iso.datetime(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    file: z.string(),
    /** The newest migration applied to the database when it was copied; null for a database never migrated. */
    latestMigration: z.string().nullable(),
    /** PostgreSQL: the server's version, and the pg_dump that wrote the dump. */
    serverVersion: z.string().optional(),
    dumpedWith: z.string().optional(),
  }),
  /**
   * The students' private files kept on disk, copied still sealed, and the ids of the keys that open them (the keys
   * themselves are never in a backup). Absent when they live in a bucket, and in backups made before they existed.
   */
  privateFiles: z.object({ folder: z.literal(PRIVATE_FILES_FOLDER), sealedWith: z.array(z.string()) }).optional(),
  /** Rows of the main tables when the copy was made: for the reader, not checked by a restore. */
  counts: z.record(z.string(), z.number().int().min(0)),
  files: z.array(
    z.object({ path: relativePath, bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
})

export type Manifest = z.infer<typeof manifestSchema>
export type ManifestFile = Manifest['files'][number]

/** A backup's folder name: its UTC time to the second, with no character a file system or a shell minds. */
export const backupFolderName = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
  })
}

/** Every file under `root`, as sorted relative paths with `/`. Anything but folders and plain files is refused. */
export async function listFiles(root: string): Promise<string[]> {
  const found: string[] = []
  const walk = async (relative: string) => {
    for (const entry of await readdir(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) await walk(child)
      else if (entry.isFile()) found.push(child)
      else throw new BackupError(`${path.join(root, child)} is neither a file nor a folder (a link?): remove it first`)
    }
  }
  await walk('')
  return found.sort()
}

/** Size and SHA-256 of each file, read from the disk now. */
export async function describeFiles(root: string, files: string[]): Promise<ManifestFile[]> {
  const described: ManifestFile[] = []
  for (const file of files) {
    const absolute = path.join(root, file)
    described.push({ path: file, bytes: (await lstat(absolute)).size, sha256: await sha256File(absolute) })
  }
  return described
}

/** Writes the manifest last and by rename, so a manifest on disk is always whole. */
export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  const file = path.join(folder, MANIFEST_FILE)
  await writeFile(`${file}.tmp`, JSON.stringify(manifest, null, 2) + '\n')
  await rename(`${file}.tmp`, file)
}

export async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST_FILE)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      throw new BackupError(`${file} is missing: ${folder} is not a complete backup`)
    }
    throw error
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new BackupError(`${file} is not valid JSON`)
  }
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    if (issue.path[0] === 'format') {
      throw new BackupError(
        `${file} has format ${JSON.stringify((json as { format?: unknown }).format)}; this version reads format ${MANIFEST_FORMAT}`,
      )
    }
    throw new BackupError(
      `${file} is not a backup manifest: ${issue.path.join('.') || 'the document'} ${issue.message}`,
    )
  }
  const manifest = parsed.data
  const database = manifest.database
  if (database.file !== DATABASE_FILE[database.kind] || !manifest.files.some((entry) => entry.path === database.file)) {
    throw new BackupError(`${file} does not list the database file ${DATABASE_FILE[database.kind]}`)
  }
  return manifest
}

/**
 * The differences between `files` and what is under `root`: each listed file must be there with its size and
 * hash, and nothing else may be (a file the manifest does not list would be restored unchecked).
 */
export async function fileProblems(root: string, files: ManifestFile[], ignore: string[] = []): Promise<string[]> {
  const problems: string[] = []
  const present = new Set((await listFiles(root)).filter((file) => !ignore.includes(file)))
  for (const expected of files) {
    if (!present.delete(expected.path)) {
      problems.push(`${expected.path} is missing`)
      continue
    }
    const absolute = path.join(root, expected.path)
    const bytes = (await lstat(absolute)).size
    if (bytes !== expected.bytes)
      problems.push(`${expected.path} has ${bytes} bytes, the manifest says ${expected.bytes}`)
    else if ((await sha256File(absolute)) !== expected.sha256)
      problems.push(`${expected.path} differs from its SHA-256 in the manifest`)
  }
  for (const extra of present) problems.push(`${extra} is not in the manifest`)
  return problems
}

/** Reads the manifest of a backup folder and checks every file against it; throws a BackupError naming what differs. */
export async function verifyBackup(folder: string): Promise<Manifest> {
  const manifest = await readManifest(folder)
  const problems = await fileProblems(folder, manifest.files, [MANIFEST_FILE])
  if (problems.length > 0) throw new BackupError(problemList(`${folder} does not match its manifest`, problems))
  return manifest
}

export const problemList = (heading: string, problems: string[], shown = 10) =>
  [
    `${heading}:`,
    ...problems.slice(0, shown).map((problem) => `  - ${problem}`),
    ...(problems.length > shown ? [`  - and ${problems.length - shown} more`] : []),
  ].join('\n')
