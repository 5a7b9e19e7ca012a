// npm start: migrate, seed a new database, build when the build is missing or stale, then serve on PORT.
import { rmSync } from 'node:fs'

import lockfile from 'proper-lockfile'

import { buildIsCurrent, sourceHash, writeBuildStamp } from './lib/build-stamp'
import { NEXT_BIN } from './lib/node-args'
import { run, start } from './lib/run'
import { firstAnswer, prepareToServe, printBanner } from './lib/serve'

const { env, childEnv, outcome } = await prepareToServe()

const hash = sourceHash()
if (!buildIsCurrent(hash)) {
  // Two starts in one checkout (the tests' SQLite and PostgreSQL servers) must not build into .next at once:
  // the second waits for the first, then finds the build current.
  const release = await lockfile.lock('package.json', {
    lockfilePath: '.build.lock',
    stale: 30_000,
    retries: { retries: 1200, minTimeout: 1000, maxTimeout: 1000 },
  })
  try {
    if (!buildIsCurrent(hash)) {
      console.log('Building the site (first start or changed sources)…')
      const code = await run(process.execPath, [NEXT_BIN, 'build'], childEnv)
      if (code !== 0) process.exit(code)
      writeBuildStamp(hash)
    }
  } finally {
    await release()
  }
}

// Cached content reads start empty: the database may have changed while the server was stopped.
rmSync('.next/cache/fetch-cache', { recursive: true, force: true })

const server = start(process.execPath, [NEXT_BIN, 'start', '--port', String(env.PORT)], {
  ...childEnv,
  NODE_ENV: 'production',
})
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
if (await firstAnswer(env.PORT)) printBanner(outcome)
else console.warn(`The server has not answered on port ${env.PORT} yet; it may still be starting.`)
