// The running jobs queue of this process, on globalThis: each route bundle of the server holds its own copy of the
// modules that start it, and the production server's own script another, yet the queue runs once and is stopped once.
const JOBS = Symbol.for('brighter-bridge.jobs-runner')
const holder = globalThis as { [JOBS]?: () => Promise<void> }

/** Starts the jobs queue unless this process runs it already; `start` returns the function that stops it. */
export function startJobsQueueOnce(start: () => () => Promise<void>): void {
  holder[JOBS] ??= start()
}

/** Stops this process's jobs queue, if it runs one, once the jobs of its running tick are done. */
export async function finishJobsQueue(): Promise<void> {
  await holder[JOBS]?.()
}
