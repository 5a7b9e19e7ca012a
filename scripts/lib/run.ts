import { spawn, type ChildProcess } from 'node:child_process'

const children = new Set<ChildProcess>()

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
    if (children.size === 0) process.exit(130)
  })
}

/** Stops every command still running (a failed step ends the run: a build beside it is not waited for). */
export function stopChildren(): void {
  for (const child of children) child.kill('SIGTERM')
}

/** Where a command's output goes: this process's own, nowhere, or an open file. */
export type Output = 'inherit' | 'ignore' | number

/** Spawns a command; signals to this process are passed on to it. */
export function start(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  output: Output = 'inherit',
): ChildProcess {
  const child = spawn(command, args, { stdio: ['inherit', output, output], env })
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}

/** Runs a command to completion; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv, output?: Output): Promise<number> {
  return new Promise((resolve) => {
    start(command, args, env, output).on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}
