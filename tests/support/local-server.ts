import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Starts `server` on a free port of this machine's loopback address; resolves to its base URL, with no slash after. */
export function listenLocally(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  )
}
