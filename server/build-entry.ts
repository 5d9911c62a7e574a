/**
 * The server's own build (decision 230). Vike finds its renderer
 * through a file inside node_modules (@brillout/vite-plugin-server-entry's
 * autoImporter.js) that names the LAST build's dist/server/entry.mjs. A build
 * in another checkout sharing node_modules, a build into a release folder, or
 * a pruned release would silently change what this server renders. So the
 * server imports the entry of the build it serves, by its own path, before
 * any page is rendered: Vike then never asks the auto-importer.
 */
import { existsSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { CONTENT_SNAPSHOT, nameContentSnapshot } from '../src/runtime/prerender-handoff.js'

/** The entry file of the build in `distDir` (its real path: a `current` symlink is followed once, at start). */
function buildEntryOf(distDir: string): string {
  return path.join(realpathSync(path.resolve(distDir)), 'server', 'entry.mjs')
}

/**
 * Imports `distDir`'s server entry (a no-op when the folder has no build: the
 * server then has no page to render but still starts). Returns the file imported.
 */
export async function loadBuildEntry(distDir: string): Promise<string | null> {
  if (!existsSync(path.resolve(distDir))) return null
  const entry = buildEntryOf(distDir)
  if (!existsSync(entry)) return null
  // The release's own content (decision 323), not the checkout's, whose pages-data/ may hold unpublished edits.
  nameContentSnapshot(path.join(path.dirname(entry), CONTENT_SNAPSHOT))
  await import(pathToFileURL(entry).href)
  return entry
}
