import { defineConfig, devices } from '@playwright/test'

// End-to-end tests drive the production build, started exactly as `npm start` starts it, on a fresh
// SQLite database under .test-data/e2e (never data/), in Debian's Chromium.
const PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`
export const E2E_DATABASE_URL = 'file:./.test-data/e2e/site.db'

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { baseURL: E2E_BASE_URL, trace: 'off', launchOptions: chromium },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
  ],
  webServer: {
    command: 'rm -rf .test-data/e2e && node --conditions=production --import tsx scripts/start.ts',
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATABASE_URL: E2E_DATABASE_URL,
      UPLOADS_DIR: './.test-data/e2e/uploads',
      PAYLOAD_SECRET: 'e2e-test-secret-0123456789abcdef0123',
      SITE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
})
