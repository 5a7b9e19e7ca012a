// npm test: the production build starts at once and goes on beside everything until the end-to-end tests need it:
// beside the type-check, lint, formatting check and production dependency audit (each keeps about one core busy),
// then beside the unit and integration tests; then the end-to-end tests run against that build.
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { E2E_DATA_DIR, E2E_DATABASE_URL, PORT, serverEnv } from '../playwright.config'
import { buildWhenStale } from './lib/build'
import { run, stopChildren } from './lib/run'

const BUILD_LOG = '.test-data/build.log'

// Every process of the run (Vitest's workers, the scripts, the servers the tests start) keeps the code it compiled on
// disk, so the next one that loads the same modules (Next, Payload, the database drivers) skips compiling them.
process.env.NODE_COMPILE_CACHE ??= path.resolve('node_modules/.cache/node-compile')

const npmRun = (script: string) => run('npm', ['run', '--silent', script], process.env)

// The build's output goes to a file, so the test reports stay readable; it is printed when the build fails.
mkdirSync('.test-data', { recursive: true })
const log = openSync(BUILD_LOG, 'w')
const started = Date.now()
const build = buildWhenStale({ ...process.env, ...serverEnv(PORT, E2E_DATABASE_URL, E2E_DATA_DIR) }, log).then(
  (code) => {
    closeSync(log)
    if (code === 0) console.log(`Build ready after ${Math.round((Date.now() - started) / 1000)} s (${BUILD_LOG}).`)
    else console.error(`${readFileSync(BUILD_LOG, 'utf8')}\nThe production build failed (output above).`)
    return code
  },
)

for (const script of ['typecheck', 'lint', 'format:check', 'audit:prod']) {
  const code = await npmRun(script)
  if (code !== 0) {
    stopChildren()
    process.exit(code)
  }
}

const [unit, built] = await Promise.all([npmRun('test:unit'), build])
if (unit !== 0 || built !== 0) process.exit(unit || built)

process.exit(await npmRun('test:e2e'))
