// The framework floor: a bare App Router page (scripts/audit/framework-floor/app) built with the site's own
// Next.js and React and audited the same way as the site, so the audit shows what this machine's Lighthouse
// gives a page with nothing of the site in it (docs/decisions/0091).
import { NEXT_BIN } from '../lib/node-args'
import { run, start } from '../lib/run'
import { waitUntil } from '../lib/wait-until'

const FLOOR_DIR = 'scripts/audit/framework-floor'

export const FLOOR_LABEL = 'bare Next.js page (framework floor)'

/**
 * Builds the floor page (every time, about 20 s, so it is never older than the installed Next.js and React),
 * starts it on `port` and resolves with its address and a stop function.
 */
export async function startFrameworkFloor(port: number): Promise<{ url: string; stop: () => void }> {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  console.log('Building the framework floor page…')
  const code = await run(process.execPath, [NEXT_BIN, 'build', FLOOR_DIR], env, 'ignore')
  if (code !== 0) throw new Error(`the framework floor page did not build (exit ${code})`)
  const child = start(process.execPath, [NEXT_BIN, 'start', FLOOR_DIR, '--port', String(port)], env, 'ignore')
  const url = `http://127.0.0.1:${port}`
  const stop = () => child.kill('SIGTERM')
  const answers = async () => {
    if (child.exitCode !== null) throw new Error(`the framework floor server exited with code ${child.exitCode}`)
    return (await fetch(url).catch(() => undefined))?.ok === true
  }
  if (await waitUntil(answers, { timeoutMs: 60_000, intervalMs: 500 })) return { url, stop }
  stop()
  throw new Error('the framework floor server did not answer within a minute')
}
