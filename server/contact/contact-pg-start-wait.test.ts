/**
 * An instance started while PostgreSQL is down waits for it, with a JSON log line
 * per try, instead of exiting with a stack trace; once the database answers it starts. The contact
 * API process (server/contact/serve-api.ts, the production service) is pointed at a loopback port that
 * refuses connections until the test opens it onto a real PostgreSQL (tests/support/postgres.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, connect, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '../../tests/support/fake-telegram.js'
import { startPostgres, type TestPostgres } from '../../tests/support/postgres.js'

const SLOW = 180_000
let postgres: TestPostgres
let child: ChildProcess | undefined
let relay: Server | undefined
const sockets = new Set<Socket>()

beforeAll(async () => {
  postgres = await startPostgres()
}, SLOW)
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  for (const s of sockets) s.destroy()
  relay?.close()
  await postgres?.stop()
}, SLOW)

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

describe('a start while PostgreSQL is down', () => {
  it(
    'logs JSON lines while it waits, does not exit, and starts once the database answers',
    async () => {
      const url = await postgres.createDatabase(`start_wait_${process.pid}`)
      const port = await freePort()
      const lines: string[] = []
      child = spawn(process.execPath, ['--import', 'tsx', 'server/contact/serve-api.ts'], {
        env: {
          ...process.env,
          PORT: '0',
          METRICS_PORT: '0',
          DATABASE_URL: url.replace(`:${postgres.port}/`, `:${port}/`),
          TELEGRAM_BOT_TOKEN: '',
          TELEGRAM_CHAT_ID: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      for (const stream of [child.stdout!, child.stderr!])
        stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)))
      await waitFor(() => lines.filter((l) => l.includes('waiting for PostgreSQL')).length >= 2, 30_000, 'two waits')
      expect(child.exitCode).toBeNull()
      for (const line of lines.filter((l) => l.includes('waiting for PostgreSQL'))) {
        const parsed = JSON.parse(line) as { level: string; component: string; msg: string }
        expect(parsed.component).toBe('contact')
        expect(parsed.msg).toMatch(/ECONNREFUSED/)
      }
      expect(lines.join('\n')).not.toMatch(/^\s+at /m)
      // The database comes up (a relay to the real cluster on the port the instance was given).
      relay = createServer((socket) => {
        const upstream = connect({ host: '127.0.0.1', port: postgres.port })
        sockets.add(socket).add(upstream)
        socket.pipe(upstream).pipe(socket)
        socket.on('error', () => upstream.destroy())
        upstream.on('error', () => socket.destroy())
      })
      await new Promise<void>((resolve) => relay!.listen(port, '127.0.0.1', resolve))
      await waitFor(() => lines.some((l) => l.startsWith('listening')), 40_000, 'the start')
      expect(child.exitCode).toBeNull()
    },
    SLOW,
  )
})
