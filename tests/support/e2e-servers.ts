import { rmSync } from 'node:fs'

import { E2E_DATA_DIR, E2E_DATABASE_URL, E2E_PG_DATABASE_URL, PG_PORT, PORT, serverEnv } from '../../playwright.config'
import { startApp, type AppServer } from './app-process'
import dropRunDatabases from './e2e-teardown'

// The end-to-end servers, started exactly as `npm start` starts them, on fresh databases: SQLite on PORT, and
// PostgreSQL on PG_PORT when TEST_DATABASE_URL is set. Playwright's own webServer list starts its servers one
// after the other; these two start together, so the second seed does not wait for the first
// (docs/decisions/0088-ci-time.md). Whichever starts first makes the build if it is stale; the other waits for it.

/** The end-to-end servers: SQLite's, and PostgreSQL's when a server is set. */
export const E2E_SERVERS = [
  { port: PORT, databaseUrl: E2E_DATABASE_URL, dataDir: E2E_DATA_DIR, echo: '[sqlite]' },
  ...(E2E_PG_DATABASE_URL
    ? [{ port: PG_PORT, databaseUrl: E2E_PG_DATABASE_URL, dataDir: './.test-data/e2e-pg', echo: '[postgres]' }]
    : []),
]

export default async function startE2eServers() {
  const starting = E2E_SERVERS.map(({ port, databaseUrl, dataDir, echo }) => {
    rmSync(dataDir, { recursive: true, force: true })
    return startApp({ port, databaseUrl, dataDir, echo, baseEnv: serverEnv(port, databaseUrl, dataDir) })
  })
  const results = await Promise.allSettled(starting)
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stopAll = async (running: AppServer[]) => {
    await Promise.all(running.map((server) => server.stop()))
    await dropRunDatabases()
  }
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) {
    await stopAll(started)
    throw failed.reason
  }
  return () => stopAll(started)
}
