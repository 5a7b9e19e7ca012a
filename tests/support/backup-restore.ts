import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { startApp } from './app-process'
import { DEMO_ADMIN, paragraphBody } from './http-api'
import { unique } from './leads'
import { staffApi } from './staff-api'
import { COLLECTIONS, isSuccess, submit, SUBMISSION_KINDS, type Sent, type SubmissionKind } from './submissions'

// `npm run backup` against a running site that keeps taking leads and an upload, then `npm run restore` of that backup
// into a fresh database and uploads folder once the site is stopped, and a server started on what was restored:
// every lead stored before the backup began, every content item and every uploaded file must be there
// (docs/decisions/0131-backup-and-restore.md).

/** Leads in flight at once while the backup runs. */
const WRITERS = 3
/** Leads stored before the backup starts. */
const BEFORE_BACKUP = 24

type Site = { databaseUrl: string; dataDir: string }

/** Runs a command of package.json's as `npm run` runs it (tsx with the production condition), with this environment. */
function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', script, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.once('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

const siteEnv = ({ databaseUrl, dataDir }: Site) => ({
  DATABASE_URL: databaseUrl,
  UPLOADS_DIR: `${dataDir}/uploads`,
  PRIVATE_FILES_DIR: `${dataDir}/private-files`,
  BACKUP_DIR: `${dataDir}/backups`,
})

/** A signed-in admin of a server a test started: Payload's REST API with its token. */
async function signIn(baseURL: string) {
  const login = await fetch(`${baseURL}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  })
  expect(login.status, 'the demo admin signs in').toBe(200)
  const { token } = (await login.json()) as { token: string }
  const send = async (collection: string, body: BodyInit, json: boolean) => {
    const response = await fetch(`${baseURL}/cms-api/${collection}`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
      body,
    })
    const text = await response.text()
    expect(response.status, `POST ${collection}: ${text}`).toBe(201)
    return JSON.parse(text).doc
  }
  return {
    create: (collection: string, data: Record<string, unknown>) => send(collection, JSON.stringify(data), true),
    upload: (png: Buffer, name: string) => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
      form.append('_payload', JSON.stringify({ alt: `Backup test image ${name}` }))
      return send('media', form, false)
    },
  }
}

/** A PNG no other run shares: random pixels. */
const randomPng = () =>
  sharp(randomBytes(64 * 48 * 3), { raw: { width: 64, height: 48, channels: 3 } })
    .png()
    .toBuffer()

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** Every file of an upload: the original and each generated size. */
const filesOf = (media: any): string[] => [
  media.filename,
  ...Object.values(media.sizes ?? {}).flatMap((size: any) => (size?.filename ? [size.filename] : [])),
]

export async function backupAndRestore({
  port,
  site,
  restored,
  label,
}: {
  port: number
  site: Site
  /** An empty folder, and a database URL of the same kind with nothing in it yet. */
  restored: Site
  label: string
}) {
  // Three server starts, a backup and two restores: five minutes on a busy two-core machine. The bound only stops a
  // hung run; nothing here is timed.
  test.setTimeout(600_000)
  const run = unique()
  // Every lead answered 2xx is stored at once (no intake queue): the test compares stored leads.
  const server = await startApp({ port, ...site, env: { INTAKE_SURGE_ABOVE: '1000000' } })
  let backupFolder = ''
  let imageBefore = Buffer.alloc(0)
  const answeredBefore: Sent[] = []
  try {
    const staff = await signIn(server.baseURL)
    imageBefore = await randomPng()
    const image = await staff.upload(imageBefore, `before-${run}.png`)
    const category = await staff.create('blog-categories', { name: `Backups ${run}` })
    for (const n of [1, 2]) {
      await staff.create('blogs', {
        title: `Backed-up blog ${n} ${run}`,
        date: '2026-11-20',
        category: category.id,
        image: image.id,
        description: 'A blog that must survive a restore.',
        body: paragraphBody('Blog body.'),
        _status: 'published',
      })
      await staff.create('news', {
        title: `Backed-up news ${n} ${run}`,
        date: '2026-11-21',
        image: image.id,
        shortDescription: 'News that must survive a restore.',
        body: paragraphBody('News body.'),
        _status: 'published',
      })
    }

    // Leads keep coming, three at a time, until the backup has finished.
    let writing = true
    let backupStartedAt = Number.POSITIVE_INFINITY
    let backupEndedAt = Number.POSITIVE_INFINITY
    const answered: (Sent & { at: number })[] = []
    let sequence = 0
    const writer = async () => {
      while (writing) {
        const kind: SubmissionKind = SUBMISSION_KINDS[sequence % SUBMISSION_KINDS.length]!
        const email = `backup.${kind}.${sequence++}.${run}@example.com`
        const answer = await submit(server.baseURL, kind, email)
        answered.push({ ...answer, at: Date.now() })
      }
    }
    const writers = Array.from({ length: WRITERS }, writer)
    await expect
      .poll(() => answered.filter(isSuccess).length, { message: 'leads stored before the backup', timeout: 60_000 })
      .toBeGreaterThanOrEqual(BEFORE_BACKUP)

    backupStartedAt = Date.now()
    answeredBefore.push(...answered.filter((answer) => isSuccess(answer) && answer.at < backupStartedAt))
    const backup = runScript('scripts/backup.ts', [], siteEnv(site))
    // An upload while the backup runs: in the copy or not, its files must match whatever the copy says.
    const imageDuring = staff.upload(await randomPng(), `during-${run}.png`)
    const { code, output } = await backup
    backupEndedAt = Date.now()
    await imageDuring
    writing = false
    await Promise.all(writers)

    test
      .info()
      .annotations.push({ type: `${label} backup`, description: output.trim().split('\n').slice(-2).join(' | ') })
    expect(code, output).toBe(0)
    const during = answered.filter(
      (answer) => isSuccess(answer) && answer.at > backupStartedAt && answer.at < backupEndedAt,
    )
    expect(during.length, 'leads were stored while the backup ran').toBeGreaterThan(0)
    expect(
      answered.filter((answer) => !isSuccess(answer)),
      'every lead was answered 2xx',
    ).toEqual([])
    backupFolder = /Backup written to (.+)$/m.exec(output)?.[1]?.trim() ?? ''
    expect(backupFolder).toMatch(/\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/)

    // A restore over the database of a site that runs is refused, and changes nothing.
    const refused = await runScript('scripts/restore.ts', [backupFolder], siteEnv(site))
    expect(refused.code, refused.output).toBe(1)
    expect(refused.output).toMatch(/is open in another process|other connections? (is|are) open/)
    expect((await submit(server.baseURL, 'newsletter', `still.${run}@example.com`)).status).toBe(200)
  } finally {
    await server.stop()
  }

  // The stopped site's backup, restored into a folder (and database) that has nothing yet.
  rmSync(restored.dataDir, { recursive: true, force: true })
  const restore = await runScript('scripts/restore.ts', [backupFolder], siteEnv(restored))
  test.info().annotations.push({
    type: `${label} restore`,
    description: restore.output.trim().split('\n').slice(-3).join(' | '),
  })
  expect(restore.code, restore.output).toBe(0)
  const manifest = JSON.parse(readFileSync(path.join(backupFolder, 'manifest.json'), 'utf8'))

  const second = await startApp({ port, ...restored })
  try {
    const staff = await staffApi(second.baseURL)
    // Every lead stored before the backup began is there.
    const stored = new Set<string>()
    for (const kind of SUBMISSION_KINDS) {
      const docs = await staff.find(COLLECTIONS[kind])
      for (const doc of docs) stored.add(`${kind} ${String(doc.email).toLowerCase()}`)
      expect(docs.length, `${kind}: as many as the manifest counted`).toBe(
        manifest.counts[COLLECTIONS[kind].replaceAll('-', '_')],
      )
    }
    expect(answeredBefore.length).toBeGreaterThanOrEqual(BEFORE_BACKUP)
    const missing = answeredBefore.filter((lead) => !stored.has(`${lead.kind} ${lead.email.toLowerCase()}`))
    expect(
      missing.map((lead) => lead.email),
      'leads stored before the backup but not restored',
    ).toEqual([])

    // The content items.
    const blogs = await staff.find('blogs')
    const news = await staff.find('news')
    expect(blogs.length).toBe(manifest.counts.blogs)
    expect(news.length).toBe(manifest.counts.news)
    expect(
      blogs
        .map((blog) => blog.title)
        .filter((title: string) => title.endsWith(run))
        .sort(),
    ).toEqual([`Backed-up blog 1 ${run}`, `Backed-up blog 2 ${run}`])
    expect(news.filter((item) => String(item.title).endsWith(run))).toHaveLength(2)

    // Every upload the restored database names: its files in the restored folder, byte for byte those the site
    // had, and served.
    const media = await staff.find('media')
    expect(media.length).toBe(manifest.counts.media)
    const before = media.find((doc) => doc.filename === `before-${run}.png`)
    expect(before, 'the image uploaded before the backup').toBeDefined()
    for (const doc of media) {
      for (const file of filesOf(doc)) {
        const original = readFileSync(path.join(site.dataDir, 'uploads', 'media', file))
        const copy = path.join(restored.dataDir, 'uploads', 'media', file)
        expect(existsSync(copy), `${file} restored`).toBe(true)
        expect(sha256(readFileSync(copy)), `${file} restored whole`).toBe(sha256(original))
      }
    }
    const served = await fetch(`${second.baseURL}/images/${before.filename}`)
    expect(served.status).toBe(200)
    expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(sha256(imageBefore))
    // The restored folder holds exactly the uploads the manifest lists.
    const listed = manifest.files
      .map((file: { path: string }) => file.path)
      .filter((file: string) => file.startsWith('uploads/'))
      .map((file: string) => file.slice('uploads/'.length))
      .sort()
    const onDisk = readdirSync(path.join(restored.dataDir, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(path.join(restored.dataDir, 'uploads'), path.join(entry.parentPath, entry.name)))
      .sort()
    expect(onDisk).toEqual(listed)

    // The restored site takes leads.
    expect((await submit(second.baseURL, 'enquiry', `after.restore.${run}@example.com`)).status).toBe(200)
  } finally {
    await second.stop()
  }
}
