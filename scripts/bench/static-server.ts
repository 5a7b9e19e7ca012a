import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { type Answer, readAnswer, type Target } from './targets'

// The static reference: Debian's nginx serving, for each target, the bytes the app answered it, from files.
// See docs/decisions/0075-bench-against-a-static-server.md.

export const NGINX_MISSING =
  'No static reference: nginx is not installed (Debian: apt-get install -y --no-install-recommends nginx, ' +
  'or set BENCH_NGINX to its binary); printing the app’s figures only.'

export type Nginx = { binary: string; version: string }

/** nginx from BENCH_NGINX, the PATH, or where Debian puts it (outside a normal user's PATH). */
export function findNginx(): Nginx | undefined {
  const candidates = process.env.BENCH_NGINX ? [process.env.BENCH_NGINX] : ['nginx', '/usr/sbin/nginx']
  for (const binary of candidates) {
    const probe = spawnSync(binary, ['-v'], { encoding: 'utf8' })
    if (!probe.error) return { binary, version: probe.stderr.trim().replace(/^nginx version: /, '') }
  }
  return undefined
}

export type StaticServer = { url: string; stop: () => void }

const quote = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`

/**
 * One worker (the app is one Node process), keep-alive without a request limit (Node has none), no access
 * log (the app logs no requests), no compression and no file cache: a plain configuration. POST gets the
 * file too: the static handler refuses it with 405, which `error_page` turns into a 200 with the file.
 */
function config(dir: string, port: number, targets: Target[], answers: Answer[]): string {
  const locations = targets.flatMap((target, index) => {
    const type = quote(answers[index]!.contentType)
    return [
      // nginx matches a location on the path alone; each target's query is its app's business.
      `location = ${quote(target.path.split('?', 1)[0]!)} { default_type ${type}; try_files /_/${index} =404; }`,
      `location = /_/${index} { internal; default_type ${type}; }`,
    ]
  })
  return `daemon off;
master_process on;
worker_processes 1;
pid ${quote(path.join(dir, 'nginx.pid'))};
error_log ${quote(path.join(dir, 'error.log'))} warn;
events { worker_connections 1024; }
http {
  types {}
  access_log off;
  server_tokens off;
  sendfile on;
  keepalive_timeout 65s;
  keepalive_requests 1000000;
  client_body_temp_path ${quote(path.join(dir, 'temp'))};
  proxy_temp_path ${quote(path.join(dir, 'temp'))};
  fastcgi_temp_path ${quote(path.join(dir, 'temp'))};
  uwsgi_temp_path ${quote(path.join(dir, 'temp'))};
  scgi_temp_path ${quote(path.join(dir, 'temp'))};
  server {
    listen 127.0.0.1:${port};
    root ${quote(path.join(dir, 'www'))};
    error_page 405 =200 $uri;
    ${locations.join('\n    ')}
    location / { return 404; }
  }
}
`
}

/** Writes the answers and a configuration into a temporary folder and runs nginx on it in the foreground. */
export async function startStaticServer(
  { binary }: Nginx,
  port: number,
  targets: Target[],
  answers: Answer[],
): Promise<StaticServer> {
  const url = `http://127.0.0.1:${port}`
  const inUse = await fetch(url).then(
    () => true,
    () => false,
  )
  if (inUse) throw new Error(`port ${port} is in use (set BENCH_STATIC_PORT)`)
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-static-'))
  // Started as root, nginx's worker runs as an unprivileged user that must be able to read the files.
  chmodSync(dir, 0o755)
  mkdirSync(path.join(dir, 'www', '_'), { recursive: true })
  answers.forEach((answer, index) => writeFileSync(path.join(dir, 'www', '_', String(index)), answer.body))
  writeFileSync(path.join(dir, 'nginx.conf'), config(dir, port, targets, answers))

  let output = ''
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const log = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : ''
      stop()
      throw new Error(`nginx exited: ${(output || log).trim().split('\n').at(-1)}`)
    }
    const answered = await fetch(`${url}${targets[0]!.path}`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) {
      await expectSameAnswers(url, targets, answers).catch((error: Error) => (stop(), Promise.reject(error)))
      return { url, stop }
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  stop()
  throw new Error(`nginx did not answer on ${url} within 10 seconds`)
}

/** Every target, asked as the load generator asks it, gets the app's bytes and content type. */
async function expectSameAnswers(url: string, targets: Target[], answers: Answer[]) {
  for (const [index, target] of targets.entries()) {
    const served = await readAnswer(url, target)
    const expected = answers[index]!
    if (!served.body.equals(expected.body) || served.contentType !== expected.contentType) {
      throw new Error(`nginx does not serve ${target.method} ${target.path} as the app answered it`)
    }
  }
}
