import { expect, test, type Page } from '@playwright/test'

import { SUBMISSION_TEXT } from '../../src/schema/messages'
import { siteSettings } from '../../src/seed/content/site-settings'
import { startApp, type AppServer } from '../support/app-process'
import { unique } from '../support/leads'
import { READ_CALLS, sendRead, uncachedBody } from '../support/read-calls'
import { staffApi } from '../support/staff-api'
import { storedEmails, submit, SUBMISSION_KINDS } from '../support/submissions'
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy'
import { freshPostgres, postgresUrl } from '../support/test-databases'

// PostgreSQL taken away from one server through a TCP proxy this test owns: refused (the database stopped)
// and blackholed (packets dropped, so only the client's own timeouts notice). Meanwhile nothing hangs, nothing
// crashes, no submission claims to be stored, and content cached before the cut is still served; once the
// proxy lets traffic through again the same process recovers by itself, however often it happens.
// (docs/decisions/0070)

const APP_PORT = 3333
const PROXY_PORT = 3353
/** A request still unanswered after this long counts as hung (the database client gives up after 5 s or 15 s). */
const HANG_MS = 60_000
const ERROR_SCREEN = 'Unexpected Application Error!'

const run = unique()
let fresh = 1000 + Math.floor(Math.random() * 100_000)

async function get(server: AppServer, path: string) {
  const response = await fetch(server.baseURL + path, { signal: AbortSignal.timeout(HANG_MS) })
  return { path, status: response.status, text: await response.text() }
}

async function expectErrorScreen(page: Page, url: string) {
  await page.goto(url)
  await expect(page.getByRole('heading', { name: ERROR_SCREEN })).toBeVisible({ timeout: HANG_MS })
}

type Answer = { status: number; body: string }

const isBySlug = (path: string) => path.endsWith('SlugName')

/**
 * While the database is away: health 503, submissions and uncached reads 503, uncached pages the error screen.
 * `cached` holds the reads answered before the cut: those are answered again from the content cache, and a by-slug
 * read answered 404 then answers any other unknown slug the same way, from the cached list of published slugs
 * (docs/decisions/0118).
 */
async function expectUnavailable(server: AppServer, page: Page, label: string, cached: Map<string, Answer>) {
  const health = await get(server, '/api/health')
  expect(health.status).toBe(503)
  expect(JSON.parse(health.text)).toEqual({ status: 'unavailable', db: 'unavailable' })

  const unknownSlugFromCache = (path: string) => isBySlug(path) && cached.get(path)?.status === 404
  const [submissions, reads, cachedReads, unknownSlugReads, pages] = await Promise.all([
    Promise.all(SUBMISSION_KINDS.map((kind) => submit(server.baseURL, kind, `${label}.${kind}.${run}@example.com`))),
    Promise.all(
      READ_CALLS.filter((entry) => !cached.has(entry.path)).map((entry) =>
        sendRead(server.baseURL, entry, uncachedBody(entry, fresh++)),
      ),
    ),
    Promise.all(
      READ_CALLS.filter((entry) => cached.get(entry.path)?.status === 200).map((entry) =>
        sendRead(server.baseURL, entry, uncachedBody(entry, 1)),
      ),
    ),
    Promise.all(
      READ_CALLS.filter((entry) => unknownSlugFromCache(entry.path)).map((entry) =>
        sendRead(server.baseURL, entry, uncachedBody(entry, fresh++)),
      ),
    ),
    Promise.all(
      [`/blogs/never-published-${fresh++}`, `/newsroom/never-published-${fresh++}`].map((path) => get(server, path)),
    ),
  ])
  for (const answer of submissions) {
    expect(answer.status, JSON.stringify(answer)).toBe(503)
    expect(answer.body.error.message).toBe(SUBMISSION_TEXT.unavailable)
  }
  for (const read of reads) {
    expect(read.status, `${read.path}: ${read.body}`).toBe(503)
    expect(JSON.parse(read.body).error.message).toBe(SUBMISSION_TEXT.unavailable)
  }
  for (const read of cachedReads) {
    expect(read.status, `${read.path} answers from the content cache`).toBe(200)
    expect(read.body).toBe(cached.get(read.path)?.body)
  }
  for (const read of unknownSlugReads) {
    expect(read.status, `${read.path} answers an unknown slug from the cached list of slugs`).toBe(404)
    expect(read.body).toBe(cached.get(read.path)?.body)
  }
  for (const answer of pages) expect(answer.status, answer.path).toBe(500)
  await expectErrorScreen(page, `${server.baseURL}/newsroom/never-published-${fresh++}`)
}

/** Back again: healthy, a submission stored, pages and reads answer. Returns the reads' answers, now cached. */
async function expectRecovered(server: AppServer, label: string): Promise<Map<string, Answer>> {
  await expect.poll(async () => (await get(server, '/api/health')).status, { timeout: 30_000 }).toBe(200)
  const email = `recovered.${label}.${run}@example.com`
  expect((await submit(server.baseURL, 'enquiry', email)).status).toBe(200)
  expect((await storedEmails(await staffApi(server.baseURL))).enquiry.get(email)).toBe(1)
  const home = await get(server, '/')
  expect(home.status).toBe(200)
  expect(home.text).toContain(siteSettings.name)
  const cached = new Map<string, Answer>()
  for (const entry of READ_CALLS) {
    const read = await sendRead(server.baseURL, entry, uncachedBody(entry, 1))
    expect([200, 404], `${read.path}: ${read.body}`).toContain(read.status)
    if (read.status === 200 || isBySlug(entry.path)) cached.set(entry.path, { status: read.status, body: read.body })
  }
  expect([...cached.keys()].filter(isBySlug), 'both by-slug reads answered an unknown slug').toHaveLength(2)
  return cached
}

test('PostgreSQL cut off and restored: 503s, no hang, no crash, and recovery without a restart', async ({ page }) => {
  test.setTimeout(240_000)
  const database = await freshPostgres('unavailable')
  const target = new URL(process.env.TEST_DATABASE_URL!)
  let proxy: TcpProxy | undefined
  let server: AppServer | undefined
  try {
    proxy = await startTcpProxy(PROXY_PORT, { host: target.hostname, port: Number(target.port || 5432) })
    server = await startApp({
      port: APP_PORT,
      databaseUrl: postgresUrl(database.database, PROXY_PORT),
      dataDir: database.dataDir,
    })

    // Cold: nothing is cached yet, so every page fails, the layout included.
    await proxy.cut('refused')
    await expectUnavailable(server, page, 'refused', new Map())
    await expectErrorScreen(page, `${server.baseURL}/`)
    await proxy.restore()
    let cached = await expectRecovered(server, 'refused')

    // Warm: what was read before the cut is still served, from the content cache.
    await proxy.cut('blackhole')
    await expectUnavailable(server, page, 'blackhole', cached)
    const home = await get(server, '/')
    expect(home.status).toBe(200)
    expect(home.text).toContain(siteSettings.name)
    await proxy.restore()
    cached = await expectRecovered(server, 'blackhole')

    // Restart after restart of the database: the connection pool never runs dry.
    for (let outage = 1; outage <= 8; outage++) {
      await Promise.all(Array.from({ length: 12 }, () => get(server!, '/api/health')))
      await proxy.cut('refused')
      expect((await get(server, '/api/health')).status).toBe(503)
      await proxy.restore()
      await expect
        .poll(async () => (await get(server!, '/api/health')).status, { timeout: 30_000, message: `outage ${outage}` })
        .toBe(200)
    }
    expect((await submit(server.baseURL, 'newsletter', `after-outages.${run}@example.com`)).status).toBe(200)

    const stored = await storedEmails(await staffApi(server.baseURL))
    for (const label of ['refused', 'blackhole']) {
      for (const kind of SUBMISSION_KINDS) expect(stored[kind].has(`${label}.${kind}.${run}@example.com`)).toBe(false)
    }
    expect(server.running(), 'the same process served throughout').toBe(true)
    expect(server.output()).not.toMatch(/uncaughtException|unhandledRejection/)
  } finally {
    await server?.stop()
    await proxy?.close()
    await database.drop()
  }
})
