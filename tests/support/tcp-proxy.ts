import { createServer, connect, type Server, type Socket } from 'node:net'

// A TCP proxy a test puts between a server and its database, so it can take the database away from that
// one server (and give it back) without touching the database server others use.

export type ProxyMode = 'open' | 'refused' | 'blackhole'

export type TcpProxy = {
  port: number
  /**
   * `refused`: open connections are reset and new ones refused, as when the database stops.
   * `blackhole`: nothing passes either way and new connections are accepted but never answered, as when
   * the network drops packets; the client only learns of it from its own timeouts.
   */
  cut: (mode: Exclude<ProxyMode, 'open'>) => Promise<void>
  /** Lets connections through again; connections opened during a blackhole are reset. */
  restore: () => Promise<void>
  close: () => Promise<void>
}

export async function startTcpProxy(port: number, target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'open'
  const sockets = new Set<Socket>()
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    socket.on('error', () => {})
  }

  const onConnection = (client: Socket) => {
    track(client)
    if (mode !== 'open') return // blackhole: accepted, never answered
    const upstream = connect(target.port, target.host)
    track(upstream)
    // Bytes pass only while the proxy is open; a blackhole swallows them.
    client.on('data', (chunk) => mode === 'open' && upstream.write(chunk))
    upstream.on('data', (chunk) => mode === 'open' && client.write(chunk))
    client.once('close', () => upstream.destroy())
    upstream.once('close', () => client.destroy())
  }

  let server: Server | undefined
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(onConnection)
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve()
      server.close(() => resolve())
      server = undefined
    })
  const resetAll = () => {
    for (const socket of sockets) socket.resetAndDestroy()
  }

  await listen()
  return {
    port,
    cut: async (next) => {
      mode = next
      if (next === 'refused') {
        const closed = stopListening()
        resetAll()
        await closed
      }
    },
    restore: async () => {
      if (mode === 'blackhole') resetAll()
      if (!server) await listen()
      mode = 'open'
    },
    close: async () => {
      const closed = stopListening()
      resetAll()
      await closed
    },
  }
}
