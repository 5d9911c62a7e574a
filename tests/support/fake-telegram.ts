/**
 * A fake Telegram Bot API on loopback for the contact API tests: records every
 * sendMessage and answers according to a programmable behaviour.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

type FakeBehaviour =
  | { kind: 'ok' }
  | { kind: 'down'; status?: number }
  | { kind: 'rateLimited'; retryAfter: number }
  | { kind: 'permanent'; status: number; description: string }
  | { kind: 'hang' }

interface ReceivedMessage {
  at: number
  token: string
  chatId: unknown
  text: string
  parseMode: unknown
  answered: string
}

export interface FakeTelegram {
  url: string
  received: ReceivedMessage[]
  /** Behaviour for the next requests: a function of the request number (0-based) or a constant. */
  behave(b: FakeBehaviour | ((n: number) => FakeBehaviour)): void
  close(): Promise<void>
}

export async function startFakeTelegram(): Promise<FakeTelegram> {
  let behaviour: (n: number) => FakeBehaviour = () => ({ kind: 'ok' })
  const received: ReceivedMessage[] = []
  const hanging = new Set<ServerResponse>()
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const match = /^\/bot([^/]+)\/sendMessage$/.exec(req.url ?? '')
      let body: { chat_id?: unknown; text?: unknown; parse_mode?: unknown } = {}
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        // recorded as empty
      }
      const b = behaviour(received.length)
      received.push({
        at: Date.now(),
        token: match?.[1] ?? '',
        chatId: body.chat_id,
        text: String(body.text ?? ''),
        parseMode: body.parse_mode,
        answered: b.kind,
      })
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
      if (!match) return json(404, { ok: false, error_code: 404, description: 'Not Found' })
      switch (b.kind) {
        case 'ok':
          return json(200, { ok: true, result: { message_id: received.length } })
        case 'down':
          return json(b.status ?? 502, { ok: false, error_code: b.status ?? 502, description: 'Bad Gateway' })
        case 'rateLimited':
          return json(429, {
            ok: false,
            error_code: 429,
            description: `Too Many Requests: retry after ${b.retryAfter}`,
            parameters: { retry_after: b.retryAfter },
          })
        case 'permanent':
          return json(b.status, { ok: false, error_code: b.status, description: b.description })
        case 'hang':
          hanging.add(res)
          return
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    behave(b) {
      behaviour = typeof b === 'function' ? b : () => b
    },
    async close() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Polls until `check` is true (or throws after `timeoutMs`). */
export async function waitFor(check: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}
