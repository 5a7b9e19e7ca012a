import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, request as playwrightRequest, test } from '@playwright/test'

import { smtpPortFor } from '../../playwright.config'
import { API_PATHS } from '../../src/contract/api-paths'
import { CACHE_STATUS_HEADER } from '../../src/page-cache/page-cache.server'
import { startApp, type AppServer } from '../support/app-process'
import { TEST_PNG } from '../support/content-fixtures'
import { cms, newBlog, staffHeaders } from '../support/http-api'
import { startSmtp, unique } from '../support/leads'
import { startBalancer, type Balancer } from '../support/load-balancer'
import { startObjectStore, type ObjectStore } from '../support/object-store'
import { staffApi } from '../support/staff-api'
import {
  expectOneMailEach,
  inPool,
  isSuccess,
  mixedSubmissions,
  storedOnceDrained,
  submit,
} from '../support/submissions'
import { freshPostgres, type FreshPostgres } from '../support/test-databases'
import { newPortalFile, portalSession } from '../support/portal'

// Two production instances on one PostgreSQL, one Redis and one S3-compatible bucket for uploads, behind nginx as the load balancer with the configuration
// the README shows (deploy/nginx-several-instances.conf): what docs/product.md's scale plan promises, run for real.

const PORTS: [number, number] = [3371, 3372]
const BALANCER_PORT = 3373
const OBJECT_STORE_PORT = 3374
/** The read calls' limit per client and minute, counted in Redis across both instances. */
const READS_PER_MINUTE = 8
/** The newest blogs of every category: a published blog dated in the future is first. */
const FIRST_PAGE = { categoryId: 0, pageIndex: 1, pageSize: 12 }

test.describe.configure({ mode: 'serial' })
test.setTimeout(600_000)

let database: FreshPostgres
let smtp: Awaited<ReturnType<typeof startSmtp>>
const instances: AppServer[] = []
let balancer: Balancer
let objectStore: ObjectStore

test.beforeAll(async () => {
  test.setTimeout(900_000)
  database = await freshPostgres('several')
  // Both instances send mail to the one server the test listens on.
  smtp = await startSmtp(`http://127.0.0.1:${PORTS[0]}`)
  objectStore = await startObjectStore(OBJECT_STORE_PORT, database.dataDir)
  const env = {
    ...objectStore.env,
    REDIS_URL: process.env.TEST_REDIS_URL!,
    RATE_LIMIT_READS_PER_MINUTE: String(READS_PER_MINUTE),
    SMTP_URL: `smtp://127.0.0.1:${smtpPortFor(PORTS[0])}`,
    // A page may be kept for a minute: only the expiry a change sends to every instance makes it current.
    PAGE_CACHE_SECONDS: '60',
    // Every instance seals and opens students' documents with the same key (README, "Documents' encryption key").
    DOCUMENT_KEYS: `several:${randomBytes(32).toString('base64')}`,
  }
  // One after the other: the first prepares the database (migrations, demo content), the second finds it ready.
  for (const [index, port] of PORTS.entries()) {
    instances.push(
      await startApp({ port, databaseUrl: database.databaseUrl, dataDir: `${database.dataDir}/${index}`, env }),
    )
  }
  balancer = await startBalancer(BALANCER_PORT, PORTS, database.dataDir)
})

test.afterAll(async () => {
  await balancer?.stop()
  await Promise.all(instances.map((instance) => instance.stop()))
  await smtp?.stop()
  await objectStore?.stop()
  await database?.drop()
})

test('read calls through the balancer reach both instances, and the rate limit counts across them', async () => {
  const answered: { status: number; upstream: string }[] = []
  // Half again the limit, alternately to each instance: neither sees more than its own limit.
  for (let i = 0; i < READS_PER_MINUTE * 1.5; i++) {
    const response = await fetch(`${balancer.baseURL}${API_PATHS.blogsByCategory}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(FIRST_PAGE),
    })
    answered.push({ status: response.status, upstream: response.headers.get('x-upstream') ?? '' })
  }
  const upstreams = answered.map((answer) => answer.upstream)
  expect(new Set(upstreams)).toEqual(new Set(PORTS.map((port) => `127.0.0.1:${port}`)))
  for (const port of PORTS) {
    expect(upstreams.filter((upstream) => upstream.endsWith(`:${port}`)).length).toBeLessThan(READS_PER_MINUTE)
  }
  // Counted together, the limit is reached all the same: answers, then refusals only.
  const statuses = answered.map((answer) => answer.status)
  const allowed = statuses.indexOf(429)
  expect(allowed).toBeGreaterThan(0)
  expect(allowed).toBeLessThanOrEqual(READS_PER_MINUTE)
  expect(statuses).toEqual([...Array<number>(allowed).fill(200), ...Array<number>(statuses.length - allowed).fill(429)])
})

test('leads posted through the balancer to both instances are all stored once and notified once', async () => {
  const items = mixedSubmissions(30, 'balanced', unique())
  const sent = await inPool(items, 6, ({ kind, email }) => submit(balancer.baseURL, kind, email))
  expect(sent.filter((answer) => !isSuccess(answer))).toEqual([])
  const staff = await staffApi(instances[0]!.baseURL)
  const stored = await storedOnceDrained(staff, items)
  for (const [kind, emails] of Object.entries(stored)) {
    expect(
      [...emails].filter(([, count]) => count > 1),
      `${kind} stored twice`,
    ).toEqual([])
  }
  // Both instances run the mail job: each message still goes out once.
  await expect.poll(() => smtp.received.length, { timeout: 120_000, intervals: [500] }).toBe(items.length)
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  expectOneMailEach(smtp.received, items)
})

test('a blog published on one instance, with a picture uploaded through it, shows on the other’s pages, calls and search within a second', async () => {
  const [one, other] = instances as [AppServer, AppServer]
  const staffContext = await playwrightRequest.newContext({ baseURL: one.baseURL })
  const visitor = { 'x-forwarded-for': `10.9.${randomBytes(1)[0]}.1` }
  const otherPage = (path: string) => fetch(`${other.baseURL}${path}`, { headers: visitor })
  const otherBlogs = async () =>
    (
      await fetch(`${other.baseURL}${API_PATHS.blogsByCategory}`, {
        method: 'POST',
        headers: { ...visitor, 'content-type': 'application/json' },
        body: JSON.stringify(FIRST_PAGE),
      })
    ).json()
  try {
    // The other instance keeps its blog list page and its list call's answer.
    await otherPage('/blogs')
    expect((await otherPage('/blogs')).headers.get(CACHE_STATUS_HEADER)).toBe('HIT')
    await otherBlogs()
    const word = `quillonia${unique()}`.toLowerCase()
    const title = `Studying in Tromsø ${word}`
    // The picture and the category are made through the same instance, as an editor would make them.
    const staff = cms(staffContext)
    const upload = await staffContext.post('/cms-api/media', {
      headers: await staffHeaders(staffContext),
      multipart: {
        file: { name: `tromso-${word}.png`, mimeType: 'image/png', buffer: TEST_PNG },
        _payload: JSON.stringify({ alt: 'Northern lights over a harbour' }),
      },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    const image = ((await upload.json()) as { doc: { id: number; url: string; filename: string } }).doc
    // The picture is in the bucket, not on the disk of the instance it was uploaded through, and the other serves it.
    expect(existsSync(`${database.dataDir}/0/uploads/media/${image.filename}`)).toBe(false)
    const served = await otherPage(image.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(TEST_PNG)).toBe(true)
    const resized = await otherPage(`/_next/image?url=${encodeURIComponent(image.url)}&w=640&q=75`)
    expect(resized.status).toBe(200)
    expect(resized.headers.get('content-type')).toMatch(/^image\//)
    const category = (await staff.create('blog-categories', { name: `Nordic ${word}`, order: 1 })).id as number
    const { id, slug } = await newBlog(staffContext, title, {
      date: '2099-01-01',
      categoryId: category,
      imageId: image.id,
    })
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      const page = await otherPage('/blogs')
      expect(await page.text()).toContain(title)
      expect((await otherBlogs()).data.list.map((blog: { title: string }) => blog.title)).toContain(title)
      expect((await otherPage(`/blogs/${slug}`)).status).toBe(200)
      const search = await (await otherPage(`/api/search?q=${word}`)).json()
      expect(search.data.map((result: { title: string }) => result.title)).toEqual([title])
    } finally {
      await staff.remove('blogs', id)
      await staff.remove('blog-categories', category)
      await staff.remove('media', image.id)
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await (await otherPage('/blogs')).text()).not.toContain(title)
    // Deleted through one instance, the picture is gone from the bucket for both.
    expect((await otherPage(image.url)).status).toBe(404)
  } finally {
    await staffContext.dispose()
  }
})

/** Every file under `dir`, however deep. */
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      )
    : []

test('a document a student uploads through one instance is sealed in the bucket and streamed by the other', async () => {
  const [one, other] = instances as [AppServer, AppServer]
  const staffContext = await playwrightRequest.newContext({ baseURL: one.baseURL })
  try {
    const file = await newPortalFile(staffContext, 'Mira Das')
    const request = await cms(staffContext).create('requested-documents', {
      student: file.student.id,
      applications: [file.application.id],
      name: 'Transcript',
      scope: 'application',
      status: 'missing',
    })
    const session = await portalSession(staffContext, one.baseURL, file.student.email)
    const marker = `transcript-${unique()}`
    const pdf = Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`)
    const sent = await session.context.post(`/portal/uploads/${request.id}`, {
      multipart: { files: { name: 'transcript.pdf', mimeType: 'application/pdf', buffer: pdf } },
      headers: { accept: 'application/json' },
    })
    expect(sent.status(), await sent.text()).toBe(201)
    const version = (await cms(staffContext).find('document-versions', `where[request][equals]=${request.id}`)).docs[0]
    // Not on either instance's disk; in the bucket, and nothing there holds the bytes sent.
    expect(filesUnder(`${database.dataDir}/0`).some((name) => name.includes(version.pages[0].file))).toBe(false)
    const stored = filesUnder(path.join(database.dataDir, 'object-store')).filter((name) =>
      name.includes(version.pages[0].file),
    )
    expect(stored.length).toBeGreaterThan(0)
    for (const name of stored) expect(readFileSync(name).includes(marker)).toBe(false)
    // The other instance streams it to the student's session, and to nobody without one.
    const read = await fetch(`${other.baseURL}/portal/files/${version.id}/0`, {
      headers: { cookie: session.cookie.split(';')[0]! },
    })
    expect(read.status).toBe(200)
    expect(Buffer.from(await read.arrayBuffer()).equals(pdf)).toBe(true)
    expect((await fetch(`${other.baseURL}/portal/files/${version.id}/0`)).status).toBe(404)
    await session.context.dispose()
  } finally {
    await staffContext.dispose()
  }
})
