// Drops this run's PostgreSQL databases (see playwright.config.ts) once the servers have stopped: the
// config's, and those the resilience tests named after it.
export default async function teardown() {
  const base = process.env.TEST_DATABASE_URL
  const name = process.env.E2E_PG_DATABASE
  if (!base || !name) return
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $1 || '_')`,
      [name],
    )
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
  } finally {
    await client.end()
  }
}
