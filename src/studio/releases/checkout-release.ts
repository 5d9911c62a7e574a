/**
 * The first release from the checkout's own build (issue 45). The README's try-out runs `npm run build`
 * and then the studio; until the first publish the public server had no `releases/current` to serve (404
 * everywhere), and that first publish was a full build, because the incremental build starts from the
 * live release (decision 321). Now, when nothing is live yet and `<top>/dist` is a whole build (its
 * `client/` and the build cache the next build starts from) made after the last change of the content
 * folders, none of them with an uncommitted change, the studio copies it in as the first release and
 * makes it live; `adoptLiveRelease` then enters it in the history.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { CONTENT_FOLDERS } from './build-tree.js'
import { git, headCommit } from './git-content.js'
import { linkPackages, liveRelease, releaseId, switchTo, writeReleaseNote } from './release-dirs.js'

/** The newest modification time of any file under `dir` (0 when there is none). */
function newestChange(dir: string): number {
  if (!existsSync(dir)) return 0
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs)
  }
  return newest
}

/** Why the checkout's build can't be the first release, or null when it can. */
async function unusable(top: string, dist: string): Promise<string | null> {
  const cache = path.join(dist, 'build-cache.json')
  if (!existsSync(path.join(dist, 'client', 'index.html')) || !existsSync(cache)) return 'no whole build in dist/'
  const dirty = await git(top, ['status', '--porcelain', '--', ...CONTENT_FOLDERS])
  if (dirty.trim()) return 'the content has uncommitted changes'
  const built = statSync(cache).mtimeMs
  if (CONTENT_FOLDERS.some((folder) => newestChange(path.join(top, folder)) > built))
    return 'the content changed after the build'
  return null
}

export interface CheckoutReleaseOptions {
  top: string
  releasesDir: string
  nodeModules: string
  now: number
  log?: (message: string, detail?: Record<string, unknown>) => void
}

/** Makes `<top>/dist` the first live release when nothing is live; returns its id, or null. */
export async function releaseFromCheckoutBuild(o: CheckoutReleaseOptions): Promise<string | null> {
  if (liveRelease(o.releasesDir)) return null
  const dist = path.join(o.top, 'dist')
  const why = await unusable(o.top, dist)
  if (why) {
    o.log?.('no first release from the checkout build', { why })
    return null
  }
  const commit = await headCommit(o.top)
  const id = releaseId(o.now, commit)
  // Copied beside and renamed into place: a kill leaves a hidden folder, never half a release.
  const temp = path.join(o.releasesDir, `.checkout-${process.pid}`)
  mkdirSync(o.releasesDir, { recursive: true })
  rmSync(temp, { recursive: true, force: true })
  cpSync(dist, temp, { recursive: true })
  const dir = path.join(o.releasesDir, id)
  renameSync(temp, dir)
  if (!dir.startsWith(`${o.top}${path.sep}`)) linkPackages(dir, o.nodeModules)
  writeReleaseNote(dir, { id, commit, at: new Date(o.now).toISOString(), from: 'dist/ of the checkout' })
  switchTo(o.releasesDir, id)
  o.log?.('first release from the checkout build', { id })
  return id
}
