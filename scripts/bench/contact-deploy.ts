/**
 * The contact API as production runs it: through nginx with the
 * deploy/ configuration (HTTPS) to two instances of server/index.ts on one
 * PostgreSQL, one instance killed (SIGKILL) a third of the way through the run.
 * Every answer is tied to its message (autocannon's per-connection context), so
 * "lost" is exact: a message answered 200 that is not in the store. The rate
 * limits are lifted through configuration only (the instances' environment,
 * nginx's render options), as the benchmarks of the API alone do.
 */
import autocannon from 'autocannon'
import pg from 'pg'
import { startDeployStack } from '../../tests/support/deploy-stack.js'
import { answeredQuestions } from './contact-questions.js'
import { ensureBuild, ensureNginx, PORTS } from './support.js'

export interface DeployContactResult {
  sent: number
  accepted: number
  /** Accepted (200) messages per second of wall time, the kill included. */
  acceptedPerSecond: number
  /** Answers other than 200, by status (502: the killed instance had the request). */
  other: Record<string, number>
  lost: number
  storedRows: number
  killedAtSecond: number
  seconds: number
  p50: number
  p99: number
  connections: number
}

export async function benchContactDeploy(amount: number, connections: number): Promise<DeployContactResult> {
  ensureBuild()
  ensureNginx()
  const stack = await startDeployStack({
    portBase: PORTS.deploy,
    env: { CONTACT_MIN_INTERVAL_MS: '0', CONTACT_MAX_PER_HOUR: '1000000000' },
    contactRate: '100000r/s',
    contactBurst: 100000,
    connPerAddress: 10000,
    workerProcesses: 'auto',
    workerConnections: 8192,
  })
  try {
    const accepted = new Set<number>()
    const other: Record<string, number> = {}
    let n = 0
    // Each message answers a question of its own, asked for before the clock starts (docs/decisions/253).
    const questions = await answeredQuestions(stack.origin, amount)
    const started = performance.now()
    let killedAt = 0
    const kill = setTimeout(
      () => {
        killedAt = (performance.now() - started) / 1000
        void stack.instances[0]!.kill('SIGKILL')
      },
      Math.max(500, (amount / 900) * 1000),
    )
    const result = await autocannon({
      url: `${stack.origin}/api/send-telegram`,
      connections,
      amount,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req, context) => {
            context.n = ++n
            return { ...req, body: JSON.stringify({ ...message(n), ...questions[(n - 1) % questions.length] }) }
          },
          onResponse: (status, _body, context) => {
            if (status === 200) accepted.add(context.n as number)
            else other[status] = (other[status] ?? 0) + 1
          },
        },
      ],
    })
    clearTimeout(kill)
    const seconds = (performance.now() - started) / 1000
    const stored = await storedNumbers(stack.databaseUrl)
    return {
      sent: n,
      accepted: accepted.size,
      acceptedPerSecond: accepted.size / seconds,
      other,
      lost: [...accepted].filter((i) => !stored.has(i)).length,
      storedRows: stored.size,
      killedAtSecond: killedAt,
      seconds,
      p50: result.latency.p50,
      p99: result.latency.p99,
      connections,
    }
  } finally {
    await stack.stop()
  }
}

const message = (n: number) => ({
  name: 'Benchmark Asiakas',
  email: 'bench@example.fi',
  phone: '040 123 4567',
  message: `Kuormitustesti nginx viesti numero ${n}, kylpyhuone.`,
  honeypot: '',
})

async function storedNumbers(databaseUrl: string): Promise<Set<number>> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ message: string }>('SELECT message FROM contact_leads')
    return new Set(rows.map((r) => Number(/numero (\d+),/.exec(r.message)?.[1])))
  } finally {
    await client.end()
  }
}

export function deployContactLines(r: DeployContactResult): string[] {
  const others = Object.entries(r.other)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ')
  return [
    '## Through nginx and two instances on PostgreSQL, one instance killed mid-run',
    '',
    `Production's path (issue 22): autocannon -> nginx with the deploy/ configuration over HTTPS (deploy/render-nginx.ts, workers auto) ->`,
    `two instances of server/index.ts (TRUST_PROXY=loopback) on one PostgreSQL. ${r.connections} connections, ${r.sent} distinct messages;`,
    `instance 1 killed with SIGKILL at ${r.killedAtSecond.toFixed(1)} s of ${r.seconds.toFixed(1)} s. Rate limits lifted by configuration`,
    '(CONTACT_MIN_INTERVAL_MS=0, CONTACT_MAX_PER_HOUR=1e9, nginx --contact-rate 100000r/s): the code is unchanged.',
    '',
    '| Figure | Value | Target |',
    '|---|---|---|',
    `| Accepted messages/s (200 answers / wall time, kill included) | ${r.acceptedPerSecond.toFixed(0)} | ≥ 300 ${r.acceptedPerSecond >= 300 ? '(met)' : '(NOT met)'} |`,
    `| POST p50 / p99 ms | ${r.p50} / ${r.p99} | |`,
    `| Answers other than 200 | ${others || 'none'} | only requests the killed instance had received |`,
    `| Accepted but not in the store (lost) | ${r.lost} of ${r.accepted} | 0 ${r.lost === 0 ? '(met)' : '(NOT met)'} |`,
    `| Rows in the store | ${r.storedRows} | ≥ accepted (a 502 may still have been stored) |`,
    '',
  ]
}
