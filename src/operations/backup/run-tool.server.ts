import { spawn } from 'node:child_process'

import { BackupError } from './backup-error'

export type ToolResult = { code: number; stdout: string; stderr: string }

/**
 * Runs a program (pg_dump, psql) and collects its output. A program that is not installed is a BackupError saying
 * what to install.
 */
export function runTool(program: string, args: string[], env: Record<string, string> = {}): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString('utf8')).slice(-100_000)))
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-100_000)))
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        reject(
          new BackupError(
            `${program} was not found: install PostgreSQL's client programs of the server's major version ` +
              `(Debian and Ubuntu: apt-get install postgresql-client)`,
          ),
        )
      } else reject(error)
    })
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }))
  })
}

/** The major version in a program's `--version` line or a server's version string ("pg_dump (PostgreSQL) 15.20"). */
export function majorVersion(text: string): number | undefined {
  const match = /(\d+)(?:\.\d+)?/.exec(text.replace(/^[^\d]*/, ''))
  return match ? Number(match[1]) : undefined
}
