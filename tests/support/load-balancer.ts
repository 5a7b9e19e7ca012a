import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { waitUntil } from '../../scripts/lib/wait-until'
import { portInUse } from './app-process'

// nginx as the load balancer in front of several instances, run with the configuration the README shows
// (deploy/nginx-several-instances.conf), its example addresses replaced by the test's ports.

const CONFIG = 'deploy/nginx-several-instances.conf'
const EXAMPLE = { listen: '127.0.0.1:8080', upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'] }

export type Balancer = { baseURL: string; stop: () => Promise<void>; output: () => string }

/** Starts nginx on `port` in front of the instances on `upstreamPorts`; its files go to `dir`. */
export async function startBalancer(port: number, upstreamPorts: [number, number], dir: string): Promise<Balancer> {
  const prefix = path.resolve(dir)
  let config = readFileSync(CONFIG, 'utf8').replace(EXAMPLE.listen, `127.0.0.1:${port}`)
  EXAMPLE.upstreams.forEach((example, index) => {
    config = config.replace(example, `127.0.0.1:${upstreamPorts[index]}`)
  })
  writeFileSync(path.join(prefix, 'nginx.conf'), config)
  let output = ''
  const child = spawn(
    'nginx',
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', `daemon off; pid ${prefix}/nginx.pid;`],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin:/sbin` } },
  )
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  if (!(await waitUntil(() => portInUse(port), { timeoutMs: 10_000, intervalMs: 50 }))) {
    child.kill('SIGKILL')
    throw new Error(`nginx did not start: ${output}`)
  }
  return {
    baseURL: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      child.kill('SIGQUIT')
      await exited
    },
  }
}
