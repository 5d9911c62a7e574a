/**
 * What every benchmark part needs: the machine's description, a fresh build,
 * the production server and nginx as child processes on loopback, wall-clock
 * timing of a command, and the results file the report is written from.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Lang } from '../../src/i18n/languages.js'
import type { SiteContent } from '../../src/runtime/build-content.js'
import { loadSiteContent } from '../../src/site-content.js'
import { chromiumExecutable } from '../../tests/support/chromium.js'

export const ROOT = path.resolve(import.meta.dirname, '../..')
const RESULTS_FILE = path.join(ROOT, 'docs/benchmarks/results.json')

/**
 * Ports this benchmark uses, one per server so parts never collide: BENCH_PORT_BASE (4213) and the
 * five after it. Set BENCH_PORT_BASE when several checkouts run benchmarks on one machine.
 */
function portBase(env: NodeJS.ProcessEnv = process.env): number {
  const base = Number(env.BENCH_PORT_BASE ?? 4213)
  if (!Number.isInteger(base) || base < 1024 || base > 65_530)
    throw new Error(`BENCH_PORT_BASE must be a port number (1024-65530), got "${env.BENCH_PORT_BASE}"`)
  return base
}
const BASE = portBase()
export const PORTS = {
  express: BASE,
  nginx: BASE + 1,
  lighthouseExpress: BASE + 2,
  lighthouseStripped: BASE + 3,
  assetsExpress: BASE + 4,
  chromiumDebug: BASE + 5,
  studio: BASE + 6,
  /** nginx with the deploy/ configuration: http, https, then two instances and their metrics (base+7 .. base+12). */
  deploy: BASE + 7,
  /** The phone profile: base+13. */
  phone: BASE + 13,
  /** The studio on the server behind nginx: http, https, the studio (base+14 .. base+16). */
  publish: BASE + 14,
  /** The phone profile's stripped copy (the load's long tasks beside the same HTML without scripts): base+17. */
  phoneStripped: BASE + 17,
} as const

export interface Machine {
  cpu: string
  cores: number
  memoryGb: number
  os: string
  node: string
  chromium: string
  date: string
  /** 1-minute load average when the part started (the machine is shared: a high figure explains noise). */
  load?: number
}

export function chromiumPath(): string {
  return process.env.CHROME_PATH || chromiumExecutable() || '/usr/bin/chromium'
}

export function describeMachine(): Machine {
  let chromium = 'unknown'
  try {
    // Debian's wrapper script prints a harmless shell warning on stderr; the version is on stdout.
    const out = execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    chromium = out.trim()
  } catch {
    /* not installed: stays 'unknown' */
  }
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown CPU',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium,
    date: new Date().toISOString().slice(0, 10),
    load: Math.round(os.loadavg()[0]! * 10) / 10,
  }
}

/** "Measured <date> on <machine>…, load average …": the line under each section's heading. */
export function machineLine(m: Machine): string {
  const load = m.load !== undefined ? `, load average ${m.load} when the part started` : ''
  return `Measured ${m.date} on ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB RAM, ${m.os}, Node ${m.node}, ${m.chromium}${load}.`
}

// ---------------------------------------------------------------- pages

let published: SiteContent['versions'] | undefined

/** The address of a Finnish page's published version in `lang` (/en/services/…), undefined when it has none. */
export function publishedVersion(finnishPath: string, lang: Lang): string | undefined {
  if (lang === 'fi') return finnishPath
  published ??= loadSiteContent().versions
  return published.get(finnishPath)?.[lang]
}

// ---------------------------------------------------------------- results

export type Results = Record<string, { machine: Machine; data: unknown }>

export function readResults(): Results {
  if (!existsSync(RESULTS_FILE)) return {}
  return JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Results
}

/** Stores one part's figures, keeping the other parts' last figures. `machine`: described when the part started. */
export function saveResult(part: string, data: unknown, machine: Machine = describeMachine()): void {
  const results = readResults()
  results[part] = { machine, data }
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true })
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`)
}

// ---------------------------------------------------------------- build

const SOURCES = ['src', 'pages', 'pages-data', 'schemas', 'public', 'server', 'vite.config.ts', 'package.json']

/** The newest modification time of the files under p (folders' own times change with temp files, so they are not counted). */
function newestMtime(p: string): number {
  if (!existsSync(p)) return 0
  const st = statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = 0
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)))
  return newest
}

/** Builds (npm run build) when dist/ is missing or older than any source file. */
export function ensureBuild(): void {
  const marker = path.join(ROOT, 'dist/client/index.html')
  const entry = path.join(ROOT, 'dist/server/entry.mjs')
  const built =
    existsSync(marker) && existsSync(entry) ? Math.min(statSync(marker).mtimeMs, statSync(entry).mtimeMs) : 0
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))))
  if (built > sources) return
  console.log(built === 0 ? '[bench] dist/ missing: building' : '[bench] sources newer than dist/: building')
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (r.status !== 0) throw new Error('npm run build failed')
}

/** Wall time of a command in seconds, with its output (printed only on failure). */
export function timeCommand(cmd: string, args: string[]): { seconds: number; output: string } {
  const start = process.hrtime.bigint()
  const r = spawnSync(cmd, args, {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  })
  const seconds = Number(process.hrtime.bigint() - start) / 1e9
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`
  if (r.status !== 0) {
    console.error(output)
    throw new Error(`${cmd} ${args.join(' ')} failed (${r.status})`)
  }
  return { seconds, output }
}

// ---------------------------------------------------------------- servers

export interface Running {
  url: string
  stop(): Promise<void>
}

/** Waits until `url` answers 2xx; stops the child and throws when it exits or takes too long. */
async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exited: number | null = null
  child.once('exit', (code) => (exited = code ?? -1))
  let last = 'no answer'
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`${url}: the server exited (${exited}) before answering`)
    try {
      const res = await fetch(url)
      if (res.ok) return
      last = `status ${res.status}`
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill('SIGTERM')
  throw new Error(`${url}: ${last} within ${timeoutMs / 1000} s`)
}

function stopper(child: ChildProcess, cleanup?: () => void): () => Promise<void> {
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    }
    cleanup?.()
  }
}

/** Refuses a port something already answers on (a leftover server would be measured instead). */
async function assertFree(port: number): Promise<void> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) })
  } catch {
    return
  }
  throw new Error(`port ${port} is already in use: stop what listens there and run again`)
}

/** The production server (server/index.ts) on 127.0.0.1:port with a throwaway DATA_DIR; `distDir` (dist) is its DIST_DIR. */
export async function startExpress(port: number, distDir?: string): Promise<Running> {
  await assertFree(port)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(distDir ? { DIST_DIR: distDir } : {}),
      TELEGRAM_BOT_TOKEN: '',
      TELEGRAM_CHAT_ID: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/healthz`, child)
  return { url, stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })) }
}

const NGINX = '/usr/sbin/nginx'

/** Installs Debian's nginx-light when nginx is missing (needs root, as in the CI container). */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return
  console.log('[bench] nginx missing: apt-get install -y nginx-light')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  let r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], { stdio: 'inherit', env })
  if (r.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
    r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], { stdio: 'inherit', env })
  }
  if (r.status !== 0 || !existsSync(NGINX)) throw new Error('nginx is not installed and apt-get could not install it')
}

export function nginxVersion(): string {
  const r = spawnSync(NGINX, ['-v'], { encoding: 'utf8' })
  return (r.stderr || r.stdout).trim().replace(/^nginx version: /, '')
}

/**
 * nginx in the foreground, one worker, serving `root` on 127.0.0.1:port with
 * gzip on (level 6, as the compression middleware) and /path -> /path/index.html.
 */
export async function startNginx(port: number, root: string): Promise<Running> {
  ensureNginx()
  await assertFree(port)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'))
  // nginx's worker runs as 'nobody' when started by root: it must be able to read the root folder.
  chmodSync(root, 0o755)
  const conf = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  gzip on;
  gzip_comp_level 6;
  gzip_types text/css application/javascript application/json image/svg+xml;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`
  writeFileSync(path.join(dir, 'nginx.conf'), conf)
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/`, child, 15_000)
  return { url, stop: stopper(child, () => rmSync(dir, { recursive: true, force: true })) }
}
