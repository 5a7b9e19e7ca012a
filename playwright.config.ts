import { randomBytes } from 'node:crypto'

import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from './scripts/lib/chromium'

// End-to-end and HTTP tests drive the production build, started exactly as `npm start` starts it, on
// fresh databases under .test-data/ (never data/), in Debian's Chromium: one server on SQLite, and a
// second on PostgreSQL when TEST_DATABASE_URL names a server (CI sets it).
export const PORT = Number(process.env.E2E_PORT ?? 3100)
export const PG_PORT = PORT + 1
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`
export const E2E_DATA_DIR = './.test-data/e2e'
export const E2E_DATABASE_URL = `file:${E2E_DATA_DIR}/site.db`
export const E2E_SECRET = 'e2e-test-secret-0123456789abcdef0123'
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789abcdef'

// The config is read again by each worker; the first read names this run's PostgreSQL database.
process.env.E2E_PG_DATABASE ??= `e2e_${randomBytes(4).toString('hex')}`
export const E2E_PG_DATABASE_URL = process.env.TEST_DATABASE_URL
  ? Object.assign(new URL(process.env.TEST_DATABASE_URL), { pathname: `/${process.env.E2E_PG_DATABASE}` }).toString()
  : undefined

const chromium = { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_FLAGS }

/** Minimum time between a captcha's issue and its form's submission on the test servers. */
export const MIN_FILL_MS = 1000
/** The port of the SMTP server a test starts for the app server on `port`. */
export const smtpPortFor = (port: number) => port + 20

/** The environment of the test servers (and of the build `npm test` makes for them). */
export const serverEnv = (port: number, databaseUrl: string, dataDir: string): Record<string, string> => ({
  PORT: String(port),
  DATABASE_URL: databaseUrl,
  UPLOADS_DIR: `${dataDir}/uploads`,
  PRIVATE_FILES_DIR: `${dataDir}/private-files`,
  PAYLOAD_SECRET: E2E_SECRET,
  SITE_URL: '',
  CORS_ORIGINS: 'https://app.brighterbridge.example',
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
  NEXT_TELEMETRY_DISABLED: '1',
  // Leads (docs/decisions/0053-test-failure-switch.md): the failure switch exists only on test servers;
  // mail goes to the SMTP server a test starts on SMTP_PORT, and the queue runs every second.
  TEST_FAILURE_SWITCH: '1',
  MIN_FILL_MS: String(MIN_FILL_MS),
  RATE_LIMIT_SUBMISSIONS: '20',
  RATE_LIMIT_READS_PER_MINUTE: '100000',
  SMTP_URL: `smtp://127.0.0.1:${smtpPortFor(port)}`,
  MAIL_FROM: 'Brighter Bridge Education <enquiries@brighterbridge.example>',
  JOBS_INTERVAL_SECONDS: '1',
  MAIL_RETRY_BASE_MS: '1000',
  CAPTCHA_REQUIRED: '',
  REDIS_URL: '',
  METRICS_TOKEN: E2E_METRICS_TOKEN,
  // Their output is echoed into the test report: warnings and errors only, not a line per request.
  LOG_LEVEL: 'warn',
})

// HTTP tests, and the test of npm start's database step on the servers' new databases (scripts/prepare.http.test.ts).
const HTTP_TESTS = ['src/**/*.http.test.ts', 'scripts/**/*.http.test.ts']
// With a PostgreSQL server the route sweep (axe-core and the page policy on every route) runs against it, beside the
// SQLite server's tests: it only reads pages, and it is the longest spec (docs/decisions/0088).
const EVERY_ROUTE = 'tests/e2e/every-route.spec.ts'

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  // Two workers: the tests of the SQLite server, which share its state and so run one at a time, on one; beside them
  // the HTTP tests and the route sweep on PostgreSQL, then the resilience tests (their own servers), which take the
  // first worker too once the SQLite server's tests are done (docs/decisions/0088).
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Starts the end-to-end servers (both at once) and stops them after the run; drops the run's PostgreSQL databases.
  globalSetup: './tests/support/e2e-servers.ts',
  use: { trace: 'off', launchOptions: chromium },
  projects: [
    // The browser tests, then the HTTP tests, against the SQLite server.
    {
      name: 'desktop',
      testMatch: ['tests/e2e/**/*.spec.ts', ...HTTP_TESTS],
      testIgnore: E2E_PG_DATABASE_URL ? [EVERY_ROUTE] : [],
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: E2E_BASE_URL,
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    ...(E2E_PG_DATABASE_URL
      ? [
          {
            name: 'http-postgres',
            testMatch: HTTP_TESTS,
            workers: 1,
            use: { baseURL: `http://127.0.0.1:${PG_PORT}` },
          },
          {
            name: 'every-route-postgres',
            testMatch: EVERY_ROUTE,
            workers: 1,
            use: {
              ...devices['Desktop Chrome'],
              baseURL: `http://127.0.0.1:${PG_PORT}`,
              viewport: { width: 1280, height: 800 },
              launchOptions: chromium,
            },
          },
        ]
      : []),
    // Servers the tests start, crash and cut off themselves (tests/support/app-process.ts), each on its own port and
    // database, so two files can run at once; PostgreSQL's only when TEST_DATABASE_URL is set. Listed last, so a
    // worker takes them only when no test of the projects above is waiting for it.
    {
      name: 'resilience',
      testMatch: 'tests/resilience/**/*.spec.ts',
      testIgnore: [
        ...(E2E_PG_DATABASE_URL ? [] : ['**/*.pg.spec.ts']),
        // Several instances share rate limits and cache expiry through Redis.
        ...(process.env.TEST_REDIS_URL ? [] : ['**/several-instances.pg.spec.ts']),
      ],
      workers: 2,
      timeout: 180_000,
    },
  ],
})
