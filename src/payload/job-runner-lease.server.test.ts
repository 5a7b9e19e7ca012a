import { createServer, type Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { jobRunnerLease } from './job-runner-lease.server'

describe('the job runner lease, with a database that stops answering', () => {
  it('refuses the tick once the connection times out, instead of holding the jobs queue for ever', async () => {
    // Accepts connections and never says a word, as a database behind a dropped route does.
    const sockets = new Set<Socket>()
    const blackhole = createServer((socket) => void sockets.add(socket))
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve))
    const { port } = blackhole.address() as { port: number }
    try {
      const lease = jobRunnerLease(`postgres://postgres@127.0.0.1:${port}/site`)
      expect(await lease()).toBe(false)
      expect(sockets.size).toBe(1)
    } finally {
      for (const socket of sockets) socket.destroy()
      blackhole.close()
    }
  })
})
