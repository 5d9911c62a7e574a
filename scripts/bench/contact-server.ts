/**
 * The contact service alone (server/contact/serve-api.ts) as a child process on loopback, its rate
 * limit lifted for a benchmark only and Telegram off: scripts/bench/contact-api.ts and contact-ab.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process'

/** Starts it in `cwd` (a worktree of another commit too) and resolves once it prints "listening <port>". */
export async function startContactServer(
  env: Record<string, string>,
  cwd = process.cwd(),
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/contact/serve-api.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: '0',
      CONTACT_MIN_INTERVAL_MS: '0',
      CONTACT_MAX_PER_HOUR: '1000000000',
      TELEGRAM_BOT_TOKEN: '',
      TELEGRAM_CHAT_ID: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString()
      const m = /listening (\d+)/.exec(out)
      if (m) resolve(Number(m[1]))
    })
    child.once('exit', (code) => reject(new Error(`server in ${cwd} exited (${code}) before listening`)))
  })
  return { child, url: `http://127.0.0.1:${port}` }
}

export async function stopContactServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  await new Promise((r) => child.once('exit', r))
}

/** autocannon's POST of `amount` distinct valid messages, each with the next of `answers` (math questions). */
export function contactPosts(url: string, connections: number, amount: number, label: string, answers: object[]) {
  let q = 0
  return {
    url: `${url}/api/send-telegram`,
    connections,
    amount,
    requests: [
      {
        method: 'POST' as const,
        headers: { 'content-type': 'application/json' },
        setupRequest: <R extends object>(req: R) => ({
          ...req,
          body: JSON.stringify({
            name: 'Benchmark Asiakas',
            email: 'bench@example.fi',
            phone: '040 123 4567',
            message: `Kuormitustesti ${label} viesti numero ${++sent}, kylpyhuone.`,
            honeypot: '',
            ...answers[q++ % Math.max(1, answers.length)],
          }),
        }),
      },
    ],
  }
}
let sent = 0
