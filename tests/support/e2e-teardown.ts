// Drops this run's PostgreSQL database (see playwright.config.ts) once the servers have stopped.
export default async function teardown() {
  const base = process.env.TEST_DATABASE_URL
  const name = process.env.E2E_PG_DATABASE
  if (!base || !name) return
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  } finally {
    await client.end()
  }
}
