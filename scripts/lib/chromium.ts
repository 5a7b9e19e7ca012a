import { existsSync } from 'node:fs'

/** Debian's Chromium, or CHROMIUM_PATH: the browser of `npm run audit`, and of the end-to-end tests without the shell. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Debian's package chromium-headless-shell: the same engine without the full browser around it. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

/**
 * The browser of the end-to-end tests: E2E_CHROMIUM_PATH, else Debian's headless shell when it is installed (the
 * tests take about a third less time in it, docs/decisions/0088), else Chromium.
 */
export const E2E_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ??
  (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH)

/** Flags for running it as root on a machine whose network ends at localhost: nothing may leave the machine. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Outside host names resolve to nothing.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
]
