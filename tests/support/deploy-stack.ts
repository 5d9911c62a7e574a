/**
 * The production set-up on loopback, as deploy/ describes it: Debian's nginx
 * with the configuration deploy/render-nginx.ts renders (self-signed
 * certificate made here with openssl), a throw-away PostgreSQL cluster
 * (tests/support/postgres.ts) and N instances of the production server
 * (server/index.ts, the built site in dist/) sharing it. Used by
 * tests/e2e/deploy-nginx.spec.ts and `npm run bench -- server contact`.
 *
 * The redirects and headers come from dist/client/_redirects and _headers;
 * while a build has none, from tests/fixtures/static-host/ (same format).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { REQUEST_LIMIT, writeNginx } from '../../deploy/render-nginx.js'
import { startPostgres, type TestPostgres } from './postgres.js'

const ROOT = path.resolve(import.meta.dirname, '../..')
const NGINX = '/usr/sbin/nginx'
const FIXTURE = path.join(ROOT, 'tests/fixtures/static-host')

interface Instance {
  port: number
  metricsPort: number
  url: string
  child: ChildProcess
  /** Everything the process wrote on stdout and stderr, line by line. */
  lines: string[]
  kill(signal?: NodeJS.Signals): Promise<void>
}

export interface DeployStack {
  /** https://127.0.0.1:PORT (self-signed: clients ignore certificate errors). */
  origin: string
  httpOrigin: string
  instances: Instance[]
  databaseUrl: string
  /** Which _redirects / _headers were rendered (the build's, or the fixture's). */
  hostFiles: { redirects: string; headers: string }
  confDir: string
  stop(): Promise<void>
}

export interface StackOptions {
  /** Ports: base (http), base+1 (https), then the instances, then their metrics ports. */
  portBase: number
  instances?: number
  /** Extra environment of the instances (e.g. the rate limit lifted for a benchmark). */
  env?: Record<string, string>
  contactRate?: string
  contactBurst?: number
  connPerAddress?: number
  workerProcesses?: string
  workerConnections?: number
  /** The per-address request limit (deploy/render-nginx.ts REQUEST_LIMIT unless given). */
  requestLimit?: { rate: string; burst: number; delay: number }
  accessLog?: string
}

/** The per-address request limit lifted (still consulted on every request): benchmarks loading from one address. */
export const LIFTED_REQUEST_LIMIT = { rate: '1000000r/s', burst: 1_000_000, delay: 1_000_000 }

function requireNginx(): void {
  if (!existsSync(NGINX))
    throw new Error(
      `Debian's nginx is not installed (${NGINX}): apt-get install -y nginx-light (bash .ci/run installs it). The deploy tests do not skip.`,
    )
}

function hostFile(name: '_redirects' | '_headers'): string {
  const built = path.join(ROOT, 'dist/client', name)
  return existsSync(built) ? built : path.join(FIXTURE, name)
}

function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'].concat([
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ]),
    { stdio: 'pipe' },
  )
  return { cert, key }
}

async function waitForUrl(url: string, child: ChildProcess, lines: string[], timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${url}: the process exited before answering:\n${lines.slice(-20).join('\n')}`)
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url}: no answer within ${timeoutMs / 1000} s:\n${lines.slice(-20).join('\n')}`)
}

function collect(child: ChildProcess): string[] {
  const lines: string[] = []
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream?.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString('utf8')).split('\n')
      rest = parts.pop() ?? ''
      lines.push(...parts.filter((l) => l.trim() !== ''))
    })
  }
  return lines
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill(signal)
  return exited
}

async function startInstance(port: number, metricsPort: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      TRUST_PROXY: 'loopback',
      TELEGRAM_BOT_TOKEN: '',
      TELEGRAM_CHAT_ID: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines = collect(child)
  const url = `http://127.0.0.1:${port}`
  await waitForUrl(`${url}/healthz`, child, lines)
  return { port, metricsPort, url, child, lines, kill: (signal = 'SIGKILL') => stopChild(child, signal) }
}

async function startNginxProcess(confDir: string, origin: string): Promise<ChildProcess> {
  const child = spawn(
    NGINX,
    ['-p', confDir, '-c', path.join(confDir, 'nginx.conf'), '-e', path.join(confDir, 'error.log')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const lines = collect(child)
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${lines.join('\n')}`)
    try {
      // The HTTP port answers once nginx has loaded the whole configuration.
      await fetch(origin, { redirect: 'manual', signal: AbortSignal.timeout(1_000) })
      return child
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  child.kill('SIGTERM')
  throw new Error(`nginx did not answer on ${origin}:\n${lines.join('\n')}`)
}

export interface DeployNginx {
  /** The self-signed certificate's file (a browser can be told to trust it). */
  certificate: string
  origin: string
  httpOrigin: string
  confDir: string
  hostFiles: { redirects: string; headers: string }
  stop(): Promise<void>
}

/** nginx alone with the deploy/ configuration in `dir` (http on portBase, https on portBase+1). */
export async function startDeployNginx(
  options: StackOptions & {
    dir: string
    upstreams: string[]
    /** The served folder (default: the build's dist/client; releases: RELEASES_DIR/current/client). */
    client?: string
    /** The content studio's server block on this host name, proxied to this address. */
    studio?: { host: string; upstream: string }
  },
): Promise<DeployNginx> {
  requireNginx()
  const base = options.portBase
  const { cert, key } = selfSignedCertificate(options.dir)
  const confDir = path.join(options.dir, 'nginx')
  const client = options.client ?? path.join(ROOT, 'dist/client')
  const hostFiles = options.client
    ? { redirects: path.join(client, '_redirects'), headers: path.join(client, '_headers') }
    : { redirects: hostFile('_redirects'), headers: hostFile('_headers') }
  writeNginx({
    out: confDir,
    client,
    studio: options.studio,
    redirectsFile: hostFiles.redirects,
    headersFile: hostFiles.headers,
    serverName: '127.0.0.1',
    certificate: cert,
    certificateKey: key,
    upstreams: options.upstreams,
    httpListen: [`127.0.0.1:${base}`],
    httpsListen: [`127.0.0.1:${base + 1}`],
    accessLog: options.accessLog ?? path.join(confDir, 'access.log'),
    contactRate: options.contactRate ?? '2r/s',
    contactBurst: options.contactBurst ?? 10,
    connPerAddress: options.connPerAddress ?? 64,
    workerProcesses: options.workerProcesses ?? '1',
    workerConnections: options.workerConnections ?? 8192,
    requestRate: options.requestLimit?.rate ?? REQUEST_LIMIT.rate,
    requestBurst: options.requestLimit?.burst ?? REQUEST_LIMIT.burst,
    requestDelay: options.requestLimit?.delay ?? REQUEST_LIMIT.delay,
  })
  chmodSync(confDir, 0o755)
  const httpOrigin = `http://127.0.0.1:${base}`
  const child = await startNginxProcess(confDir, httpOrigin)
  return {
    certificate: cert,
    origin: `https://127.0.0.1:${base + 1}`,
    httpOrigin,
    confDir,
    hostFiles,
    stop: () => stopChild(child, 'SIGQUIT'),
  }
}

export async function startDeployStack(options: StackOptions): Promise<DeployStack> {
  requireNginx()
  const count = options.instances ?? 2
  const base = options.portBase
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-stack-'))
  // nginx's workers run as an unprivileged user when the master is root: they must reach these folders.
  chmodSync(dir, 0o755)
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })]
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {})
  }
  try {
    const pg: TestPostgres = await startPostgres()
    cleanups.push(() => pg.stop())
    const databaseUrl = await pg.createDatabase('deploy_stack')
    const instancePorts = Array.from({ length: count }, (_, i) => base + 2 + i)
    const started = await Promise.allSettled(
      instancePorts.map((port, i) =>
        startInstance(port, base + 2 + count + i, {
          DATABASE_URL: databaseUrl,
          DATA_DIR: path.join(dir, `data-${i}`),
          ...options.env,
        }),
      ),
    )
    const instances: Instance[] = []
    for (const result of started) {
      if (result.status === 'fulfilled') {
        instances.push(result.value)
        cleanups.push(() => result.value.kill('SIGTERM'))
      }
    }
    const failed = started.find((r) => r.status === 'rejected')
    if (failed) throw failed.reason
    const nginx = await startDeployNginx({ ...options, dir, upstreams: instancePorts.map((p) => `127.0.0.1:${p}`) })
    cleanups.push(() => nginx.stop())
    const { origin, httpOrigin, hostFiles, confDir } = nginx
    return { origin, httpOrigin, instances, databaseUrl, hostFiles, confDir, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
