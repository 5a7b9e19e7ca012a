import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'

import { afterEach, expect, test } from 'vitest'

import { LISTENING_SOCKETS, listenTogether, sharesPorts } from './listening-sockets'

const opened: Server[] = []
const clients: Socket[] = []
afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy()
  await Promise.all(opened.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

const servers = (count: number) => {
  const made = Array.from({ length: count }, () => createServer((_request, response) => response.end('ok')))
  opened.push(...made)
  return made
}

/** A port no one holds: one the system gave to a listener that has closed again. */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

test('the production server listens on several sockets on Linux, where Node can share the port', () => {
  expect(LISTENING_SOCKETS).toBe(process.platform === 'linux' && sharesPorts(process.versions.node) ? 16 : 1)
  expect(['20.20.2', '22.11.0', '22.12.0', '22.14.0', '23.0.0', '23.1.0', '24.21.0'].map(sharesPorts)).toEqual([
    false,
    false,
    true,
    true,
    false,
    true,
    true,
  ])
})

test('a second server on the same port fails to start instead of sharing the port', async () => {
  const port = await freePort()
  await listenTogether(servers(LISTENING_SOCKETS), port)

  await expect(listenTogether(servers(LISTENING_SOCKETS), port)).rejects.toMatchObject({ code: 'EADDRINUSE' })
  const plain = servers(1)[0]!
  await expect(
    new Promise((resolve, reject) => plain.once('error', reject).listen(port, () => resolve('listening'))),
  ).rejects.toMatchObject({ code: 'EADDRINUSE' })
})

test('a burst of new connections is accepted several in one turn of the event loop', async () => {
  const port = await freePort()
  const listening = servers(LISTENING_SOCKETS)
  await listenTogether(listening, port)
  let accepted = 0
  // The count when the turn that accepted the first connection ends (its check phase, after all its accepts).
  const acceptedInFirstTurn = new Promise<number>((resolve) => {
    const first = () => setImmediate(() => resolve(accepted))
    for (const server of listening) server.once('connection', () => accepted === 1 && first())
  })
  for (const server of listening) server.prependListener('connection', () => (accepted += 1))

  // Forty visitors connect while the loop is held (the kernel completes their connections meanwhile); a turn
  // accepts at most one a listening socket (one socket, one a turn, where Node cannot share the port).
  for (let visitor = 0; visitor < 40; visitor += 1) clients.push(connect(port, '127.0.0.1'))
  const heldUntil = performance.now() + 50
  while (performance.now() < heldUntil);

  expect(await acceptedInFirstTurn).toBeGreaterThanOrEqual(Math.min(4, LISTENING_SOCKETS))
  await expect.poll(() => accepted).toBe(40)
})
