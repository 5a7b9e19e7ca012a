import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'

import { tsxArgs } from './node-args'

/** A production server started as `npm start` starts it, on its own fresh SQLite database. */
export type AppServer = { url: string; stop: () => void }

/**
 * Starts the app on `port` with a fresh database under `dataDir`, and waits until /api/health answers.
 * `npm start` builds only when the sources changed, so after `npm start` or `npm test` this builds nothing.
 */
export async function startAppServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<AppServer> {
  rmSync(dataDir, { recursive: true, force: true })
  const child: ChildProcess = spawn(process.execPath, tsxArgs('scripts/start.ts'), {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `file:${dataDir}/site.db`,
      UPLOADS_DIR: `${dataDir}/uploads`,
      PAYLOAD_SECRET: 'local-measurement-secret-0123456789abcdef',
      SITE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      SMTP_URL: '',
      REDIS_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
  })
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.once('exit', stop)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15 * 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`)
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return { url, stop }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  stop()
  throw new Error('the app did not answer /api/health within 15 minutes')
}
