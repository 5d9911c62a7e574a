/**
 * The studio on the server (`npm run studio -- --server`) on loopback, as docs/operations.md's "Try it on
 * one machine" runs it, without nginx: a scratch git copy of pages-data, its own data and releases
 * folders, and `npm run studio -- invite` for the people. `prepare` may change the copy's content
 * before the studio starts (a saved, unpublished change). Used by the browser tests of the studio's
 * CSP (studio-field-validation.spec.ts) and of her words (studio-words.spec.ts).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const REPO = path.resolve(import.meta.dirname, '../..')

export interface LoopbackStudio {
  url: string
  /** The scratch site: its pages-data is the studio's content. */
  site: string
  /** `npm run studio -- invite`: the one-time link. */
  invite(email: string, role: string, langs?: string): string
  stop(): void
}

export async function startLoopbackStudio(
  port: number,
  name: string,
  prepare: (site: string) => void = () => {},
): Promise<LoopbackStudio> {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`))
  const url = `http://localhost:${port}`
  const env = {
    ...process.env,
    STUDIO_PUBLIC_URL: url,
    DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: '',
    RELEASES_DIR: path.join(dir, 'releases'),
    METRICS_PORT: '0',
  }
  const site = path.join(dir, 'site')
  mkdirSync(site)
  cpSync(path.join(REPO, 'pages-data'), path.join(site, 'pages-data'), { recursive: true })
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@test.invalid', ...args], { cwd: site })
  git('init', '-q')
  git('add', 'pages-data')
  git('commit', '-qm', 'scratch content')
  prepare(site)
  const args = ['--import', 'tsx', 'scripts/studio.ts', '--server', '--no-open', '--port', String(port)]
  const studio: ChildProcess = spawn(process.execPath, [...args, '--content', path.join(site, 'pages-data')], {
    cwd: REPO,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  for (const s of [studio.stdout, studio.stderr]) s?.on('data', (b: Buffer) => lines.push(b.toString()))
  const deadline = Date.now() + 200_000
  while (!(await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok) {
    if (studio.exitCode !== null || Date.now() > deadline)
      throw new Error(`the studio did not start:\n${lines.join('')}`)
    await new Promise((r) => setTimeout(r, 300))
  }
  return {
    url,
    site,
    invite(email, role, langs) {
      const cli = ['--import', 'tsx', 'scripts/studio.ts', 'invite', email, '--role', role]
      const out = execFileSync(process.execPath, [...cli, ...(langs ? ['--kielet', langs] : [])], { cwd: REPO, env })
      return out.toString().trim().split('\n').at(-1)!
    },
    stop() {
      if (studio.pid && studio.exitCode === null) process.kill(-studio.pid, 'SIGTERM')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
