import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync } from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'
import { createInterface } from 'node:readline'

import { waitUntil } from '../../scripts/lib/wait-until'

// Production servers a test starts, stops and kills itself: `scripts/start.ts` exactly as `npm start`
// runs it, reusing the build made for the end-to-end servers (e2e-servers.ts). Each server is the leader of its
// own process group, so SIGKILL reaches start.ts and the Next server it spawned at once, as a crash or an OOM
// kill would.

export const TEST_SECRET = 'resilience-test-secret-0123456789abcdef'

/** The environment of every server a resilience test starts; `env` overrides it per server. */
export const baseServerEnv = (port: number, dataDir: string): Record<string, string> => ({
  PORT: String(port),
  UPLOADS_DIR: `${dataDir}/uploads`,
  PRIVATE_FILES_DIR: `${dataDir}/private-files`,
  PAYLOAD_SECRET: TEST_SECRET,
  SITE_URL: '',
  CORS_ORIGINS: '',
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
  NEXT_TELEMETRY_DISABLED: '1',
  // Submissions go straight through: no captcha, no fill time, no rate limits.
  CAPTCHA_REQUIRED: '0',
  MIN_FILL_MS: '0',
  RATE_LIMIT_SUBMISSIONS: '0',
  RATE_LIMIT_READS_PER_MINUTE: '0',
  TEST_FAILURE_SWITCH: '0',
  SMTP_URL: '',
  MAIL_FROM: 'Brighter Bridge Education <enquiries@brighterbridge.example>',
  JOBS_INTERVAL_SECONDS: '1',
  MAIL_RETRY_BASE_MS: '200',
  OUTBOX_SWEEP_SECONDS: '1',
  REDIS_URL: '',
})

export type AppServer = {
  baseURL: string
  port: number
  pid: number
  /** The server's output so far (start.ts, migrations, Next). */
  output: () => string
  /** True while the process group's leader has not exited. */
  running: () => boolean
  /** SIGKILL to the whole process group; resolves once the leader has exited and the port is free. */
  kill: () => Promise<void>
  /** SIGTERM to the group, SIGKILL if it has not exited within 10 s. */
  stop: () => Promise<void>
}

const started = new Set<AppServer>()

// A worker that ends without its afterAll (a crash, a timeout) must not leave servers behind.
process.once('exit', () => {
  for (const server of started) signalGroup(server.pid, 'SIGKILL')
})

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group is already gone.
  }
}

/** True when something accepts connections on the port. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  if (!(await waitUntil(check, { timeoutMs, intervalMs: 100 }))) throw new Error(`timed out waiting for ${what}`)
}

/**
 * Starts a production server on `port` with this database and waits until /api/health answers 200.
 * Its output goes to `dataDir/server-<pid>.log` as well.
 */
export async function startApp({
  port,
  databaseUrl,
  dataDir,
  env = {},
  baseEnv = baseServerEnv(port, dataDir),
  echo,
  startTimeoutMs = 15 * 60_000,
}: {
  port: number
  databaseUrl: string
  dataDir: string
  /** Added to `baseEnv`. */
  env?: Record<string, string>
  /** The server's environment before `env`: a resilience test's by default. */
  baseEnv?: Record<string, string>
  /** Also print the server's output, each line after this prefix. */
  echo?: string
  startTimeoutMs?: number
}): Promise<AppServer> {
  if (await portInUse(port)) throw new Error(`port ${port} is already in use`)
  mkdirSync(dataDir, { recursive: true })
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=production', '--import', 'tsx', 'scripts/start.ts'],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...baseEnv, DATABASE_URL: databaseUrl, ...env },
    },
  )
  const pid = child.pid!
  const log = createWriteStream(path.join(dataDir, `server-${pid}.log`))
  let output = ''
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-200_000)
    log.write(chunk)
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  if (echo) {
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`${echo} ${line}`))
    }
  }
  let exited = false
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true
      log.end()
      resolve()
    })
  })

  const baseURL = `http://127.0.0.1:${port}`
  const ended = async () => {
    await exit
    await waitFor(async () => !(await portInUse(port)), 10_000, `port ${port} to be free`)
    started.delete(server)
  }
  const server: AppServer = {
    baseURL,
    port,
    pid,
    output: () => output,
    running: () => !exited,
    kill: async () => {
      signalGroup(pid, 'SIGKILL')
      await ended()
    },
    stop: async () => {
      signalGroup(pid, 'SIGTERM')
      const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 10_000)
      await exit
      clearTimeout(timer)
      // start.ts exits with Next; anything else left in the group goes too.
      signalGroup(pid, 'SIGKILL')
      await ended()
    },
  }
  started.add(server)

  try {
    await waitFor(
      async () => {
        if (exited) throw new Error(`the server exited before it was ready:\n${output.slice(-4000)}`)
        const health = await fetch(`${baseURL}/api/health`).catch(() => undefined)
        return health?.status === 200
      },
      startTimeoutMs,
      `the server on port ${port} to be healthy`,
    )
  } catch (error) {
    await server.kill()
    throw error
  }
  return server
}
