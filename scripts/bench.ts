// npm run bench: requests per second and latency of the public list calls, at 10 and 50 connections.
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
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  console.log(`\nPublic API, ${DURATION} s per run against ${url}\n`)
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    )
  if (answered === 0) throw new Error('no request succeeded')
} catch (error) {
  console.error(`Benchmark failed: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  stopServer()
}
