/**
 * The TCP ports a process listens on, from Linux's own tables: the socket inodes among its open files
 * (/proc/<pid>/fd) matched with the listening rows of /proc/net/tcp and tcp6 (state 0A). What `ss -ltnp`
 * shows, without needing it installed.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

export interface Listening {
  address: string
  port: number
}

export function listeningSockets(pid: number): Listening[] {
  const inodes = new Set<string>()
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))
      if (m) inodes.add(m[1]!)
    } catch {
      // closed meanwhile
    }
  }
  const out: Listening[] = []
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6'])
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/)
      if (cols.length < 10 || cols[3] !== '0A' || !inodes.has(cols[9]!)) continue
      const [hex, port] = cols[1]!.split(':')
      out.push({ address: hexAddress(hex!), port: Number.parseInt(port!, 16) })
    }
  return out.sort((a, b) => a.port - b.port)
}

/** /proc/net's address: little-endian 32-bit words (127.0.0.1 is 0100007F; :: is 32 zeros). */
function hexAddress(hex: string): string {
  const words = hex.match(/.{8}/g)!.map((w) => w.match(/../g)!.reverse().join(''))
  if (words.length === 1)
    return words[0]!
      .match(/../g)!
      .map((b) => Number.parseInt(b, 16))
      .join('.')
  const all = words.join('')
  return /^0+$/.test(all) ? '::' : all.match(/.{4}/g)!.join(':')
}
