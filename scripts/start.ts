// npm start: migrate, seed a new database, build when the build is missing or stale, then serve on PORT.
import { buildWhenStale } from './lib/build'
import { emptyDataCache } from './lib/data-cache'
import { tsxArgs } from './lib/node-args'
import { start } from './lib/run'
import { firstAnswer, prepareToServe, printBanner } from './lib/serve'

const { env, childEnv, outcome } = await prepareToServe()

const built = await buildWhenStale(childEnv)
if (built !== 0) process.exit(built)

// Cached content reads start empty: the database may have changed while the server was stopped.
emptyDataCache()

// Idle connections stay open longer than a proxy's or a client's usual 60 s, so the server never closes one just
// as a request arrives on it (Node's default of 5 s made that race likely; docs/decisions/0090-keep-alive.md).
const KEEP_ALIVE_TIMEOUT_MS = 65_000

const server = start(process.execPath, tsxArgs('scripts/serve-production.ts'), {
  ...childEnv,
  NODE_ENV: 'production',
  PORT: String(env.PORT),
  KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
})
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
if (await firstAnswer(env.PORT)) printBanner(outcome)
else console.warn(`The server has not answered on port ${env.PORT} yet; it may still be starting.`)
