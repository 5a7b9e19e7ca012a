// npm run bench: requests per second and latency of the public list calls, at 10 and 50 connections, and a
// lead-intake run: many concurrent valid enquiries, checking that every 2xx answer is a stored lead.
// Benchmarks BENCH_URL when set; otherwise starts the app as `npm start` does on a fresh SQLite database
// under .test-data/bench and stops it afterwards. A benchmark prints figures; it never fails on them.
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'

import autocannon from 'autocannon'

import { tsxArgs } from './lib/node-args'

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const PORT = Number(process.env.BENCH_PORT ?? 3200)
const CALLS = [
  {
    name: 'Blog/GetBlogsByCategory',
    path: '/api/Blog/GetBlogsByCategory',
    body: { categoryId: 0, pageIndex: 1, pageSize: 12 },
  },
  { name: 'Newsroom/GetNewsList', path: '/api/Newsroom/GetNewsList', body: { pageIndex: 1, pageSize: 12 } },
]
const CONNECTIONS = [10, 50]

let server: ChildProcess | undefined

function stopServer() {
  if (!server?.pid) return
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
  server = undefined
}

async function startServer(): Promise<string> {
  rmSync('.test-data/bench', { recursive: true, force: true })
  server = spawn(process.execPath, tsxArgs('scripts/start.ts'), {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: 'file:./.test-data/bench/site.db',
      UPLOADS_DIR: './.test-data/bench/uploads',
      PAYLOAD_SECRET: 'bench-secret-0123456789abcdef0123456789',
      SITE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      NEXT_TELEMETRY_DISABLED: '1',
      // One client sends everything: rate limits off; the captcha check off so the spec's bodies are accepted.
      RATE_LIMIT_SUBMISSIONS: '0',
      RATE_LIMIT_READS_PER_MINUTE: '0',
      CAPTCHA_REQUIRED: 'false',
    },
  })
  const url = `http://127.0.0.1:${PORT}`
  const deadline = Date.now() + 15 * 60_000
  console.log(`Starting the app on ${url} (the first start builds it)…`)
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode}`)
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return url
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  throw new Error('the app did not answer /api/health within 15 minutes')
}

const run = (url: string, call: (typeof CALLS)[number], connections: number, duration: number) =>
  autocannon({
    url: `${url}${call.path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(call.body),
    connections,
    duration,
  })

const INTAKE_CONNECTIONS = 50
/** A fixed number of leads (not a duration), so no request is cut off in flight and every answer is counted. */
const INTAKE_LEADS = Number(process.env.BENCH_LEADS ?? 1000)

/** Concurrent valid enquiries, each from a new address, tagged with this run's organisation name. */
async function leadIntake(url: string) {
  const tag = `bench-${Date.now().toString(36)}`
  let sequence = 0
  const result = await autocannon({
    url: `${url}/api/GetInTouch/ContactUs`,
    connections: INTAKE_CONNECTIONS,
    amount: INTAKE_LEADS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          sequence++
          request.body = JSON.stringify({
            name: `Bench visitor ${sequence}`,
            organization: tag,
            city: 'Noida',
            email: `visitor${sequence}.${tag}@example.com`,
            contactNumber: '9810000001',
          })
          return request
        },
      },
    ],
  })
  const stored = await countStored(url, tag)
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    stored,
  }
}

/** How many enquiries of this run the database holds, read as staff through Payload's REST API. */
async function countStored(url: string, tag: string): Promise<number> {
  const login = await fetch(`${url}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.BENCH_ADMIN_EMAIL ?? 'admin@example.com',
      password: process.env.BENCH_ADMIN_PASSWORD ?? 'demo-admin-password',
    }),
  })
  if (!login.ok) throw new Error(`could not sign in to count the stored leads (${login.status})`)
  const { token } = (await login.json()) as { token: string }
  const answer = await fetch(`${url}/cms-api/enquiries?limit=1&depth=0&where[organization][equals]=${tag}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  return ((await answer.json()) as { totalDocs: number }).totalDocs
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (stopServer(), process.exit(130)))

try {
  const url = process.env.BENCH_URL?.replace(/\/$/, '') ?? (await startServer())
  const rows: string[][] = [['call', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors']]
  let answered = 0
  for (const call of CALLS) {
    await run(url, call, 10, 2) // warm-up: fills the content cache
    for (const connections of CONNECTIONS) {
      const result = await run(url, call, connections, DURATION)
      answered += result.requests.total - result.non2xx
      rows.push([
        call.name,
        String(connections),
        result.requests.average.toFixed(0),
        String(result.latency.p50),
        String(result.latency.p99),
        String(result.non2xx),
        String(result.errors),
      ])
    }
  }
  const intake = await leadIntake(url)
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  console.log(`\nPublic API, ${DURATION} s per run against ${url}\n`)
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    )
  console.log(
    `\nLead intake (POST /api/GetInTouch/ContactUs, ${INTAKE_LEADS} leads over ${INTAKE_CONNECTIONS} connections): ` +
      `${intake.rate.toFixed(0)} leads/s, p99 ${intake.p99} ms, ${intake.ok} answered 2xx, ${intake.stored} stored, ` +
      `${intake.non2xx} non-2xx, ${intake.errors} errors`,
  )
  if (intake.stored !== intake.ok) {
    throw new Error(`lead intake: ${intake.ok} answered 2xx but ${intake.stored} stored`)
  }
  if (answered === 0 || intake.ok === 0) throw new Error('no request succeeded')
} catch (error) {
  console.error(`Benchmark failed: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  stopServer()
}
