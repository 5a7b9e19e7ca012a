const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Asks `check` every `intervalMs` until it answers true, and resolves true then, or false once `timeoutMs` has
 * passed without it. A check that throws ends the wait with its error: a server that has exited will never answer.
 */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  { timeoutMs, intervalMs = 250 }: { timeoutMs: number; intervalMs?: number },
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return true
    if (Date.now() >= deadline) return false
    await sleep(intervalMs)
  }
}
