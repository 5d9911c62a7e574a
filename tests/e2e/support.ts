import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'

/** Paths listed in /sitemap.xml (every canonical page). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!)
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
/** WCAG 2.2 AA (target size included): the site's accessibility sweeps. */
export const WCAG22_TAGS = [...WCAG_TAGS, 'wcag22a', 'wcag22aa']

/**
 * axe-core with these tags, run in the page itself and reporting violations only (decision 381): the
 * same rules and the same violations as AxeBuilder's default, in about half the time, because the
 * default opens a blank page for every check to put the frames' results together.
 */
export function axe(page: Page, tags: readonly string[] = WCAG22_TAGS): AxeBuilder {
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags([...tags])
    .setLegacyMode(true)
}

/** A port nobody listens on now (for servers a test starts itself). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })
}

/**
 * The environment variable that gives a local studio a Vite dependency cache of its own, removed when the
 * worker exits (decision 374). Vite has no lock between processes: two studios sharing
 * node_modules/.vite-studio on a fresh clone both optimise, and one's rename of `deps/` pulls the files
 * from under the other's browser (a lazily loaded view fails with "Outdated Optimize Dep" or a 404).
 */
export function ownViteCache(): { STUDIO_VITE_CACHE_DIR: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'remontti-vite-studio-'))
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  return { STUDIO_VITE_CACHE_DIR: dir }
}

/**
 * The local studio (`scripts/studio.ts`) on a free port over a scratch copy's pages-data/, started in its
 * own process group (stop it with `process.kill(-studio.pid)`); resolves once it says where it listens.
 */
export async function startLocalStudio(
  repo: string,
  contentDir: string,
): Promise<{ studio: ChildProcess; url: string }> {
  const port = await freePort()
  const studio = spawn(
    process.execPath,
    ['--import', 'tsx', `${repo}/scripts/studio.ts`, '--port', String(port), '--no-open'],
    {
      cwd: repo,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...ownViteCache(), METRICS_PORT: '0', STUDIO_CONTENT_DIR: contentDir },
    },
  )
  let log = ''
  studio.stdout!.on('data', (d: Buffer) => (log += d.toString()))
  studio.stderr!.on('data', (d: Buffer) => (log += d.toString()))
  const deadline = Date.now() + 90_000
  while (!/Studio: http/.test(log)) {
    if (studio.exitCode !== null || Date.now() > deadline) throw new Error(`studio did not start:\n${log}`)
    await new Promise((r) => setTimeout(r, 250))
  }
  return { studio, url: `http://127.0.0.1:${port}/` }
}
