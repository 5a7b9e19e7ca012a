// Several sockets listen on the production server's port, so a burst of new visitors is accepted several at a time
// (docs/decisions/0149).
import { createServer, type Server } from 'node:net'

/** Whether this Node shares a port between listening sockets (`reusePort`: 22.12 and 23.1 on). */
export function sharesPorts(nodeVersion: string): boolean {
  const [major = 0, minor = 0] = nodeVersion.split('.').map(Number)
  return major > 23 || (major === 23 && minor >= 1) || (major === 22 && minor >= 12)
}

/**
 * How many sockets listen on the port. Node accepts one connection a turn of its event loop on each listening
 * socket, and the kernel spreads new connections over the sockets of a port. Linux only (elsewhere Node refuses to
 * share a port), with a Node that can share one (an older one ignores the option, and the second socket would fail
 * to listen); one socket otherwise.
 */
export const LISTENING_SOCKETS = process.platform === 'linux' && sharesPorts(process.versions.node) ? 16 : 1

/** Fails as a plain listen would when anything holds the port, a server of this site included. */
async function claimPort(port: number): Promise<void> {
  const probe = createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject)
    probe.listen({ port }, resolve)
  })
  await new Promise<void>((resolve) => probe.close(() => resolve()))
}

/**
 * Makes every server listen on `port`, sharing it (`reusePort`) when there are several. The port must be free
 * first: shared sockets alone would let a second server, started by mistake, take half the visitors instead of
 * failing to start.
 */
export async function listenTogether(servers: Server[], port: number): Promise<void> {
  await claimPort(port)
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve, reject) => {
          server.once('error', reject)
          server.listen({ port, reusePort: servers.length > 1 }, () => {
            server.off('error', reject)
            resolve()
          })
        }),
    ),
  )
}
