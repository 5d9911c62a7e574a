/**
 * A slow client on loopback, for the deploy tests and benchmarks: many sockets
 * from one local address (127.0.0.2, say) that send their request a byte every few seconds, and
 * record when the server closed each. Bounded: a fixed number of sockets, each ended by `stop()` or
 * after `maxMs`. Only loopback addresses.
 */
import { connect, type Socket } from 'node:net'

interface SlowSocket {
  openedAt: number
  /** When the server closed it (or refused it); null while open or when this side ended it. */
  closedAt: number | null
}

export interface SlowAttack {
  sockets: SlowSocket[]
  stop(): void
}

/**
 * `count` sockets to host:port from `localAddress`; each sends `first` at once, then one byte of
 * `drip` every `everyMs`, until the server closes it or `maxMs` passes.
 */
export function slowSockets(options: {
  port: number
  localAddress: string
  count: number
  first: string
  drip: string
  everyMs: number
  maxMs: number
}): SlowAttack {
  if (!options.localAddress.startsWith('127.')) throw new Error('slow sockets stay on loopback')
  const live: { socket: Socket; timer: NodeJS.Timeout | null; ours: boolean }[] = []
  const sockets: SlowSocket[] = []
  for (let i = 0; i < options.count; i++) {
    const record: SlowSocket = { openedAt: performance.now(), closedAt: null }
    sockets.push(record)
    const socket = connect({ host: '127.0.0.1', port: options.port, localAddress: options.localAddress })
    const entry = { socket, timer: null as NodeJS.Timeout | null, ours: false }
    live.push(entry)
    let sent = 0
    socket.on('connect', () => {
      record.openedAt = performance.now()
      if (options.first) socket.write(options.first)
      entry.timer = setInterval(() => {
        if (sent >= options.drip.length || performance.now() - record.openedAt > options.maxMs) {
          entry.ours = true
          return socket.destroy()
        }
        socket.write(options.drip[sent++]!)
      }, options.everyMs)
    })
    socket.on('data', () => {})
    const closed = () => {
      if (record.closedAt === null && !entry.ours) record.closedAt = performance.now()
      if (entry.timer) clearInterval(entry.timer)
    }
    socket.on('close', closed)
    socket.on('error', closed)
  }
  return {
    sockets,
    stop() {
      for (const entry of live) {
        if (entry.timer) clearInterval(entry.timer)
        entry.ours = true
        entry.socket.destroy()
      }
    },
  }
}
