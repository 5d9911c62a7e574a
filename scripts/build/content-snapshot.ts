/**
 * The release's content beside its server bundle (decision 323): dist/server/content/, the content
 * files the build was made from, laid out as pages-data/ is. The server reads it instead of the
 * checkout's pages-data/ (where the studio keeps unpublished edits). A folder, not one JSON file: an
 * incremental build writes only the files whose text changed since the last build and deletes those
 * that are gone (one file of 37 MB at 20x cost 1.2 s of every build to serialise and write). Each
 * write replaces its file (src/storage/replace-file.ts).
 */
import { createHash } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { removeFile, replaceFile } from '../../src/storage/replace-file.js'
import type { ContentFile } from '../../src/runtime/build-content.js'

/** A short hash of a file's text: what the next build compares (the build's kept findings name texts by it too). */
export const textHash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22)

/** Where a content file ('pages-data/services/keittion-remontti.json') lives in the snapshot folder. */
const fileIn = (dir: string, contentPath: string) => path.join(dir, contentPath.replace(/^pages-data\//, ''))

export interface SnapshotWrite {
  /** Each file's path and the hash of its text, for the next build. */
  hashes: Record<string, string>
  written: number
  removed: number
}

/**
 * Writes `files` into `dir`. With the last build's `hashes` (and its folder in place), only what
 * changed; without them, the folder anew.
 */
export function writeContentSnapshot(
  dir: string,
  files: readonly ContentFile[],
  last: Readonly<Record<string, string>> | undefined,
  hashOf: (text: string) => string = textHash,
): SnapshotWrite {
  const hashes: Record<string, string> = {}
  let written = 0
  let removed = 0
  const known = last && existsSync(dir) ? last : undefined
  if (!known) rmSync(dir, { recursive: true, force: true })
  for (const file of files) {
    const hash = hashOf(file.text)
    hashes[file.path] = hash
    if (known?.[file.path] === hash) continue
    replaceFile(fileIn(dir, file.path), file.text)
    written++
  }
  for (const gone of Object.keys(known ?? {}))
    if (!(gone in hashes)) {
      removeFile(dir, fileIn(dir, gone))
      removed++
    }
  return { hashes, written, removed }
}
