/**
 * The processes of the inbox's browser tests, on loopback: the
 * public site's server (the build in dist/ with its contact API) or the
 * contact API alone, and the studio on the server (`npm run studio --
 * --server` at http://localhost:<port>), sharing one DATA_DIR or one
 * PostgreSQL; invitations from the command line; a person signed up with
 * Chromium's virtual passkey authenticator.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'

const ROOT = path.resolve(import.meta.dirname, '../..')

export interface Running {
  url: string
  lines: string[]
  stop(): Promise<void>
}

/** Starts `node --import tsx <script>` with `env` and waits until `url`/healthz answers 200. */
export async function startNode(script: string, args: string[], env: NodeJS.ProcessEnv, url: string): Promise<Running> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, METRICS_PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (b: Buffer) => lines.push(...b.toString('utf8').split('\n').filter(Boolean)))
  const deadline = Date.now() + 240_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited:\n${lines.slice(-30).join('\n')}`)
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) break
    if (Date.now() > deadline) throw new Error(`${script} did not answer:\n${lines.slice(-30).join('\n')}`)
    await new Promise((r) => setTimeout(r, 300))
  }
  return {
    url,
    lines,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}

/** The studio on the server at http://localhost:<port> (STUDIO_PUBLIC_URL), with `env` (DATA_DIR or DATABASE_URL). */
export async function startStudioServer(port: number, env: NodeJS.ProcessEnv): Promise<Running> {
  const studioEnv = { STUDIO_PUBLIC_URL: `http://localhost:${port}`, ...env }
  const running = await startNode(
    'scripts/studio.ts',
    ['--server', '--no-open', '--port', String(port)],
    studioEnv,
    `http://localhost:${port}`,
  )
  return { ...running, stop: () => running.stop().then(() => forgetBuildTree(env.RELEASES_DIR)) }
}

/**
 * This studio's content is the repository's own checkout, so its warm build tree (RELEASES_DIR/.build)
 * is a worktree of this repository: unregistered and deleted when the studio stops, or every run would
 * leave one in `git worktree list`.
 */
function forgetBuildTree(releasesDir: string | undefined): void {
  if (!releasesDir) return
  const tree = path.join(releasesDir, '.build')
  if (existsSync(tree)) {
    try {
      execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT, stdio: 'ignore' })
    } catch {
      // Not registered (the studio stopped before it made one): the folder goes below.
    }
  }
  rmSync(releasesDir, { recursive: true, force: true })
  execFileSync('git', ['worktree', 'prune'], { cwd: ROOT, stdio: 'ignore' })
}

/** `npm run studio -- invite <email> --role <role>`: the one-time link it prints. */
export function invite(env: NodeJS.ProcessEnv, port: number, email: string, role: string): string {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/studio.ts', 'invite', email, '--role', role],
    {
      cwd: ROOT,
      env: { ...process.env, STUDIO_PUBLIC_URL: `http://localhost:${port}`, ...env },
    },
  )
  return out.toString().trim().split('\n').at(-1)!
}

/** Chromium's emulated passkey authenticator on a page (WebAuthn over CDP). */
async function virtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}

/** Follows an invitation in a fresh profile: names the person and creates a passkey; the studio opens. */
export async function signUp(
  context: BrowserContext,
  link: string,
  name: string,
  labels: { name: string; create: string },
) {
  const page = await context.newPage()
  await virtualAuthenticator(context, page)
  await page.goto(link)
  await page.getByLabel(labels.name).fill(name)
  await page.getByRole('button', { name: labels.create }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/kutsu/'), { timeout: 30_000 })
  return page
}

/** A request from the signed-in page, with its session's token. */
export function call(page: Page, url: string, body?: unknown) {
  return page.evaluate(
    async ({ url, body }) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')?.content ?? ''
      const init: RequestInit =
        body === undefined
          ? { headers: { 'x-studio-token': token } }
          : {
              method: 'POST',
              headers: { 'x-studio-token': token, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            }
      const res = await fetch(url, init)
      return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> }
    },
    { url, body },
  )
}
