// npm start: migrate, seed a new database, build when the build is missing or stale, then serve on PORT.
import { rmSync } from 'node:fs'

import { buildWhenStale } from './lib/build'
import { NEXT_BIN } from './lib/node-args'
import { start } from './lib/run'
import { firstAnswer, prepareToServe, printBanner } from './lib/serve'

const { env, childEnv, outcome } = await prepareToServe()

const built = await buildWhenStale(childEnv)
if (built !== 0) process.exit(built)

// Cached content reads start empty: the database may have changed while the server was stopped.
rmSync('.next/cache/fetch-cache', { recursive: true, force: true })

const server = start(process.execPath, [NEXT_BIN, 'start', '--port', String(env.PORT)], {
  ...childEnv,
  NODE_ENV: 'production',
})
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
if (await firstAnswer(env.PORT)) printBanner(outcome)
else console.warn(`The server has not answered on port ${env.PORT} yet; it may still be starting.`)
