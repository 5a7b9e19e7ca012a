// npm run migrate: applies pending migrations to DATABASE_URL.
import { migrate } from '../src/cms/migrations'
import { fail, redactUrl, withPayload } from './lib/cli'

try {
  await withPayload(async (payload, env) => {
    await migrate(payload)
    console.log(`Migrations applied to ${redactUrl(env.DATABASE_URL)}.`)
  })
  process.exit(0)
} catch (error) {
  fail(`Migration failed: ${(error as Error).message}`)
}
