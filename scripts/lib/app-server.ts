import { spawn, type ChildProcess } from 'node:child_process'

import { buildIsCurrent, sourceHash } from './build-stamp'
import { healthAnswer } from './health'
import { tsxArgs } from './node-args'
import { waitUntil } from './wait-until'

/** A production server started as `npm start` starts it, for the measuring commands (bench, audit). */
export type AppServer = { url: string; stop: () => void }

const answers = async (url: string) => (await healthAnswer(url))?.ok === true

/**
 * The production server on its own SQLite database under `dataDir` (seeded on the first run and kept after it:
 * seeding takes minutes on a busy machine), with `env` on top. It never builds: without a build of the current
 * sources it stops with one line saying to run `npm start` first.
 */
export async function startAppServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  command = 'npm run bench',
): Promise<AppServer> {
  if (!buildIsCurrent(sourceHash())) {
    throw new Error(
      `no production build of the current sources: run \`npm start\` once (it builds), then \`${command}\` again`,
    )
  }
  const url = `http://127.0.0.1:${port}`
  if (await answers(url)) throw new Error(`port ${port} is in use: stop that server or choose another port`)

  const child: ChildProcess = spawn(process.execPath, tsxArgs('scripts/start.ts'), {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `file:./${dataDir}/site.db`,
      UPLOADS_DIR: `./${dataDir}/uploads`,
      PAYLOAD_SECRET: 'local-measurement-secret-0123456789abcdef',
      SITE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      REDIS_URL: '',
      SMTP_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
  })
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.once('exit', stop)
  console.log(`Starting the production server on ${url} (database under ${dataDir})…`)
  const ready = async () => {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`)
    return answers(url)
  }
  if (await waitUntil(ready, { timeoutMs: 10 * 60_000, intervalMs: 1000 })) return { url, stop }
  stop()
  throw new Error('the app did not answer /api/health within 10 minutes')
}
