import { spawn, type ChildProcess } from 'node:child_process'

import { buildIsCurrent, sourceHash } from '../lib/build-stamp'
import { tsxArgs } from '../lib/node-args'

export type AppServer = { url: string; stop: () => void }

export const BENCH_DATA = '.test-data/bench'

const answers = (url: string) =>
  fetch(`${url}/api/health`).then(
    (response) => response.ok,
    () => false,
  )

/**
 * The production server as `npm start` runs it, on the bench's own SQLite database (seeded on the first run,
 * kept after it: seeding takes minutes on a busy machine), with the limits one client sending everything would
 * hit turned off. It never builds: without a build of the current sources it stops with one line saying to run
 * `npm start` first.
 */
export async function startAppServer(port: number): Promise<AppServer> {
  if (!buildIsCurrent(sourceHash())) {
    throw new Error(
      'no production build of the current sources: run `npm start` once (it builds), then `npm run bench` again',
    )
  }
  const url = `http://127.0.0.1:${port}`
  if (await answers(url)) throw new Error(`port ${port} is in use: stop that server or set BENCH_PORT`)

  const child: ChildProcess = spawn(process.execPath, tsxArgs('scripts/start.ts'), {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `file:./${BENCH_DATA}/site.db`,
      UPLOADS_DIR: `./${BENCH_DATA}/uploads`,
      PAYLOAD_SECRET: 'bench-secret-0123456789abcdef0123456789',
      SITE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      REDIS_URL: '',
      SMTP_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
      // One client sends everything: rate limits off; the captcha check off so the spec's bodies are accepted.
      RATE_LIMIT_SUBMISSIONS: '0',
      RATE_LIMIT_READS_PER_MINUTE: '0',
      CAPTCHA_REQUIRED: 'false',
    },
  })
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  console.log(`Starting the production server on ${url} (database under ${BENCH_DATA})…`)
  const deadline = Date.now() + 5 * 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`)
    if (await answers(url)) return { url, stop }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  stop()
  throw new Error('the app did not answer /api/health within 5 minutes')
}
