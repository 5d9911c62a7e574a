/**
 * A studio in server mode started beside a local one never touches the local studio's Vite dependency
 * cache (decision 374). Before, both used node_modules/.vite-studio: the server mode's settings made the
 * local cache look stale, it was replaced, and the local studio's next lazily loaded view ("Muutokset")
 * failed on its dependencies (tests/e2e/studio.spec.ts, in CI only, where both modes run side by side).
 */
import { cpSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { REPO_ROOT } from '../runtime/content-source.node.js'
import { startStudio, type RunningStudio, viteCacheDir } from './server.js'
import { openStudioStore } from './store/studio-store.js'

const root = mkdtempSync(path.join(tmpdir(), 'studio-vite-cache-'))
const base = path.join(root, 'vite')
const running: RunningStudio[] = []

afterAll(async () => {
  for (const studio of running) await studio.close()
  rmSync(root, { recursive: true, force: true })
})

async function until(ok: () => boolean, what: string) {
  const deadline = Date.now() + 60_000
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

it('keeps one cache folder per mode, and a server-mode start leaves the local cache as it was', async () => {
  expect(viteCacheDir(base, false)).not.toBe(viteCacheDir(base, true))
  cpSync(path.join(REPO_ROOT, 'pages-data'), path.join(root, 'pages-data'), { recursive: true })

  const local = await startStudio({ port: 0, contentDir: path.join(root, 'pages-data'), cacheDir: base })
  running.push(local)
  const metadata = path.join(viteCacheDir(base, false), 'deps', '_metadata.json')
  await until(() => existsSync(metadata), "the local studio's optimised dependencies")
  const before = statSync(path.join(viteCacheDir(base, false), 'deps'))
  const metadataBefore = statSync(metadata).mtimeMs

  const server = await startStudio({
    port: 0,
    contentDir: path.join(root, 'pages-data'),
    cacheDir: base,
    publicUrl: new URL('http://studio.test/'),
    store: await openStudioStore({ DATA_DIR: path.join(root, 'data') }),
    releasesDir: path.join(root, 'releases'),
    siteUrl: 'http://site.test/',
    scheduleTickMs: 3_600_000,
  })
  running.push(server)
  // Vite's optimiser commits a new cache by removing `deps/` and renaming its fresh folder in its place.
  await new Promise((r) => setTimeout(r, 1_000))
  const after = statSync(path.join(viteCacheDir(base, false), 'deps'))
  expect(after.ino).toBe(before.ino)
  expect(statSync(metadata).mtimeMs).toBe(metadataBefore)
  // The local studio still serves a dependency its views import.
  const res = await fetch(new URL('/src/studio/app/App.tsx', local.url))
  expect(res.status).toBe(200)
}, 120_000)
