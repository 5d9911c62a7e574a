/**
 * The studio on the server as deploy/ describes it, on loopback:
 * a clone of this repository as the company's site checkout, its releases
 * (the current build copied in as the first one), Debian's nginx with the
 * public site served from RELEASES_DIR/current/client and the studio's own
 * server block for `localhost`, and `npm run studio -- --server` behind it,
 * whose switch command rewrites nginx's per-release files and reloads it.
 * Used by tests/e2e/studio-server.spec.ts and `npm run bench -- publish`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BrowserContext, CDPSession, Page } from '@playwright/test'
import { startDeployNginx, type DeployNginx } from './deploy-stack.js'

const ROOT = path.resolve(import.meta.dirname, '../..')

export interface StudioStack {
  dir: string
  /** The site checkout the studio edits and commits to. */
  site: string
  releases: string
  dataDir: string
  nginx: DeployNginx
  /** https://localhost:PORT: the studio through nginx. */
  studioUrl: string
  /** https://127.0.0.1:PORT: the public site through nginx. */
  siteUrl: string
  /** The studio's own output (for a failing test's message). */
  lines: string[]
  startStudio(): Promise<void>
  stopStudio(): Promise<void>
  /** The running studio's process id. */
  studioPid(): number | undefined
  /** `npm run studio -- invite …` against the studio's store: the one-time link. */
  invite(email: string, role: string, langs?: string): string
  git(...args: string[]): string
  stop(): Promise<void>
}

function collect(child: ChildProcess, lines: string[]) {
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (b: Buffer) => lines.push(...b.toString('utf8').split('\n').filter(Boolean)))
}

async function waitFor(url: string, child: ChildProcess, lines: string[], timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the studio exited:\n${lines.slice(-30).join('\n')}`)
    if ((await fetch(url).catch(() => null))?.ok) return
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`the studio did not answer ${url}:\n${lines.slice(-30).join('\n')}`)
}

/** The clone the company's server would have: `root`'s HEAD, with a committer. */
function cloneSite(dir: string, root: string): string {
  const site = path.join(dir, 'site')
  execFileSync('git', ['clone', '--quiet', '--shared', root, site])
  // No remote: a publish's push must not reach this checkout.
  execFileSync('git', ['remote', 'remove', 'origin'], { cwd: site })
  execFileSync('git', ['config', 'user.name', 'Palvelin'], { cwd: site })
  execFileSync('git', ['config', 'user.email', 'palvelin@example.invalid'], { cwd: site })
  return site
}

/** The live site before any publish: `root`'s current build as release `<time>-<commit>`. */
function firstRelease(site: string, root: string): string {
  const releases = path.join(site, 'releases')
  const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: site }).toString().trim()
  const id = `20260101-000000-${commit}`
  mkdirSync(releases, { recursive: true })
  cpSync(path.join(root, 'dist'), path.join(releases, id), { recursive: true })
  symlinkSync(id, path.join(releases, 'current'))
  return releases
}

/**
 * `root`: the repository whose HEAD is the site's checkout, whose dist/ is the first release and whose
 * code runs the studio (a scaled copy in `npm run bench -- scale`); this one by default.
 */
export async function startStudioStack(portBase: number, root = ROOT): Promise<StudioStack> {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-stack-'))
  chmodSync(dir, 0o755)
  const site = cloneSite(dir, root)
  chmodSync(site, 0o755)
  const releases = firstRelease(site, root)
  const dataDir = path.join(dir, 'data')
  const studioPort = portBase + 2
  const nginx = await startDeployNginx({
    portBase,
    dir,
    upstreams: ['127.0.0.1:9'],
    client: path.join(releases, 'current', 'client'),
    studio: { host: 'localhost', upstream: `127.0.0.1:${studioPort}` },
  })
  const https = portBase + 1
  const studioUrl = `https://localhost:${https}`
  const siteUrl = `https://127.0.0.1:${https}`
  const nginxCmd = `/usr/sbin/nginx -p ${nginx.confDir} -c ${nginx.confDir}/nginx.conf -e ${nginx.confDir}/error.log`
  const switchCommand =
    `"${process.execPath}" --import tsx "${ROOT}/deploy/render-nginx.ts" --host-files-only --out "${nginx.confDir}" ` +
    `--client "${releases}/current/client" && ${nginxCmd} -s reload`
  const env = {
    ...process.env,
    STUDIO_PUBLIC_URL: studioUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    RELEASES_DIR: releases,
    PUBLIC_SITE_URL: siteUrl,
    RELEASE_SWITCH_COMMAND: switchCommand,
    METRICS_PORT: '0',
  }
  const lines: string[] = []
  let child: ChildProcess | null = null
  const stack: StudioStack = {
    dir,
    site,
    releases,
    dataDir,
    nginx,
    studioUrl,
    siteUrl,
    lines,
    async startStudio() {
      // A second one would fail to listen while the health check answered from the first, left running.
      if (child && child.exitCode === null) throw new Error('the studio is running already: stopStudio() first')
      const args = ['--import', 'tsx', 'scripts/studio.ts', '--server', '--no-open']
      child = spawn(
        process.execPath,
        [...args, '--port', String(studioPort), '--content', path.join(site, 'pages-data')],
        {
          cwd: root,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      collect(child, lines)
      await waitFor(`http://127.0.0.1:${studioPort}/healthz`, child, lines)
    },
    studioPid: () => child?.pid,
    async stopStudio() {
      const running = child
      if (!running || running.exitCode !== null) return
      const exited = new Promise((r) => running.once('exit', r))
      running.kill('SIGTERM')
      await exited
    },
    invite(email, role, langs) {
      const args = ['--import', 'tsx', 'scripts/studio.ts', 'invite', email, '--role', role]
      const out = execFileSync(process.execPath, [...args, ...(langs ? ['--kielet', langs] : [])], { cwd: root, env })
      return out.toString().trim().split('\n').at(-1)!
    },
    git: (...args) => execFileSync('git', args, { cwd: site }).toString(),
    async stop() {
      await stack.stopStudio()
      await nginx.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
  try {
    await stack.startStudio()
  } catch (error) {
    // A studio that does not start leaves no nginx behind on the ports (the next run's would not bind).
    await stack.stop()
    throw error
  }
  return stack
}

/** Chromium's emulated passkey authenticator on a page (WebAuthn over CDP). */
export async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp: CDPSession = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  type Credential = Awaited<ReturnType<typeof credentials>>[number]
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
  return {
    /** The passkeys it holds (to copy onto another device's authenticator). */
    credentials,
    add: (credential: Credential) => cdp.send('WebAuthn.addCredential', { authenticatorId, credential }),
  }
}

/** The SPKI hash Chromium is told to trust (the test's self-signed certificate), so WebAuthn runs over it. */
export function spkiHash(certificate: string): string {
  const pub = execFileSync('openssl', ['x509', '-in', certificate, '-pubkey', '-noout'])
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: pub })
  return execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64')
}
