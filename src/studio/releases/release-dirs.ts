/**
 * The releases on disk (issue 29, decision 234): RELEASES_DIR (default
 * `releases/` in the working directory) holds one folder per release, each a
 * whole build (`client/` that nginx serves, `server/` the API renders with,
 * `contact-form.key`), and `current`, a symlink to the live one. Going live is
 * one rename of a fresh symlink over `current` (atomic: a request sees the old
 * release or the new one, never neither). Before a switch, the target release
 * gets hard links to the hashed assets and photos of the live release and of
 * the releases before it, so a page already open in a browser keeps finding
 * its scripts, styles and images. Old releases are pruned beyond a count; the
 * live one and its predecessor are never pruned.
 */
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import path from 'node:path'
import { replaceFile, syncFolder } from '../../storage/replace-file.js'

const CURRENT = 'current'
/** Folders of a build whose files are fetched by pages (hashed scripts and styles, photos and their sizes). */
const KEPT_FOLDERS = ['assets', 'images']
const KEEP_RELEASES = 10

/** A release id: a sortable time stamp and its short commit (`20261127-143200-3f2a1c9`). */
export function releaseId(at: number, commit: string): string {
  const iso = new Date(at).toISOString()
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}-${commit.slice(0, 7)}`
}

/** The release folders, oldest first (names only; `current` and hidden folders left out). */
export function releaseFolders(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && /^\d{8}-\d{6}-[0-9a-f]{7}$/.test(e.name))
    .map((e) => e.name)
    .sort()
}

/** The live release's id, or null before the first publish. */
export function liveRelease(dir: string): string | null {
  const link = path.join(dir, CURRENT)
  try {
    return lstatSync(link).isSymbolicLink() ? path.basename(readlinkSync(link)) : null
  } catch {
    return null
  }
}

/** Every file under a folder, as paths relative to it. */
function filesUnder(root: string, sub = ''): string[] {
  const dir = path.join(root, sub)
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(root, path.join(sub, e.name)) : [path.join(sub, e.name)],
  )
}

/**
 * Hard links into `target`'s client/ of every asset and photo that the releases in `from` have and
 * `target` lacks. Returns how many were linked.
 */
export function keepAssets(dir: string, target: string, from: string[]): number {
  let linked = 0
  const targetClient = path.join(dir, target, 'client')
  for (const release of from) {
    if (release === target) continue
    const client = path.join(dir, release, 'client')
    for (const folder of KEPT_FOLDERS)
      for (const rel of filesUnder(client, folder)) {
        const to = path.join(targetClient, rel)
        if (existsSync(to)) continue
        mkdirSync(path.dirname(to), { recursive: true })
        linkSync(path.join(client, rel), to)
        linked++
      }
  }
  return linked
}

/** Makes `release` the live one in one step (a new symlink renamed over `current`). */
export function switchTo(dir: string, release: string): void {
  if (!existsSync(path.join(dir, release, 'client'))) throw new Error(`release ${release} has no client/`)
  const temp = path.join(dir, `.current-${process.pid}-${Date.now()}`)
  symlinkSync(release, temp, 'dir')
  renameSync(temp, path.join(dir, CURRENT))
  // The switch survives a power cut: the folder's new entry is on the disk before the publish says "live".
  syncFolder(dir)
}

/** Removes the oldest releases beyond `keep`, never the live one or the one before it. */
export function pruneReleases(dir: string, keep = KEEP_RELEASES): string[] {
  const all = releaseFolders(dir)
  const live = liveRelease(dir)
  const protectedIds = new Set([live, all[all.indexOf(live ?? '') - 1]].filter(Boolean))
  const removable = all.filter((id) => !protectedIds.has(id))
  const excess = all.length - keep
  const removed = removable.slice(0, Math.max(0, excess))
  for (const id of removed) rmSync(path.join(dir, id), { recursive: true, force: true })
  return removed
}

/** A release outside the checkout finds the packages through a link (its server entry imports vike). */
export function linkPackages(releaseDir: string, nodeModules: string): void {
  const link = path.join(releaseDir, 'node_modules')
  if (!existsSync(link)) symlinkSync(nodeModules, link, 'dir')
}

/** What the release is (written into it, so a folder explains itself). */
export function writeReleaseNote(releaseDir: string, note: Record<string, unknown>): void {
  replaceFile(path.join(releaseDir, 'release.json'), `${JSON.stringify(note, null, 2)}\n`)
}
