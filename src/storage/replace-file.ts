/**
 * Every file the product writes is a new file renamed over the old one, never the old one opened and
 * rewritten (`O_TRUNC`): a reader, a kill or a full disk sees the old bytes or the new, never half.
 *
 * - `replaceFile`: the build's writes into dist/ (and the build tree of a publish). The studio's publish
 *   starts its build from hard links to the live release's files (scripts/build.ts --from): rewriting a
 *   linked file in place would change the page the live site serves before the release is checked and
 *   switched; a rename gives the path a new file and leaves the live release's as it was. No fsync: a
 *   release is checked and switched as a whole (src/studio/releases/), and a build cut short is built again.
 * - `writeFilesDurably`: an author's work (a content document, a translation, the navigation, the site's
 *   facts: the studio's save, the translation tools, `npm run new`). Each file goes to a temporary file in
 *   its own folder, flushed (fsync), then every one is renamed over its file and the folders are flushed,
 *   so a saved document survives a power cut. A failure before the renames (a full disk: ENOSPC) leaves
 *   every file byte-identical and says so (`WriteFailure.written` is empty); the renames themselves
 *   allocate nothing (decision 360).
 */
import {
  closeSync,
  existsSync,
  fchmodSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

let serial = 0

/**
 * `data` in a new file beside `file` (flushed to the disk when `durable`): its path, to rename over `file`.
 * The name starts with a dot and ends in `.tmp`, so no reader of the content folder takes it for a document.
 * Nothing is left behind when it fails.
 */
function stage(file: string, data: string | NodeJS.ArrayBufferView, durable: boolean, mode = 0o644): string {
  mkdirSync(path.dirname(file), { recursive: true })
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${++serial}.tmp`)
  let fd: number | undefined
  try {
    fd = openSync(temp, 'wx', mode)
    // An author's file keeps its permissions (a site.json made private stays private).
    if (durable && existsSync(file)) fchmodSync(fd, statSync(file).mode & 0o7777)
    writeFileSync(fd, data)
    if (durable) fsyncSync(fd)
    closeSync(fd)
    fd = undefined
    return temp
  } catch (error) {
    if (fd !== undefined) closeSync(fd)
    rmSync(temp, { force: true })
    throw error
  }
}

export function replaceFile(file: string, data: string | NodeJS.ArrayBufferView): void {
  renameSync(stage(file, data, false), file)
}

/** A write that failed: the files it did change (none when it failed before renaming any), and why. */
export class WriteFailure extends Error {
  readonly written: readonly string[]
  readonly code: string | undefined
  constructor(written: readonly string[], cause: unknown) {
    super(`write failed after ${written.length} file(s): ${(cause as Error).message}`, { cause })
    this.name = 'WriteFailure'
    this.written = written
    this.code = (cause as NodeJS.ErrnoException).code
  }
}

/** Flushes a folder's entries (a rename into it) to the disk. */
export function syncFolder(dir: string): void {
  const fd = openSync(dir, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/**
 * Writes every file whole and durably, all staged before any is renamed: a full disk or a refused
 * folder changes none of them. Throws a WriteFailure naming the files it did change.
 */
export function writeFilesDurably(files: readonly { file: string; data: string | NodeJS.ArrayBufferView }[]): void {
  const staged: string[] = []
  try {
    for (const f of files) staged.push(stage(f.file, f.data, true))
  } catch (error) {
    for (const temp of staged) rmSync(temp, { force: true })
    throw new WriteFailure([], error)
  }
  const written: string[] = []
  try {
    for (const [i, f] of files.entries()) {
      renameSync(staged[i]!, f.file)
      written.push(f.file)
    }
    for (const dir of new Set(files.map((f) => path.dirname(f.file)))) syncFolder(dir)
  } catch (error) {
    for (const temp of staged.slice(written.length)) rmSync(temp, { force: true })
    throw new WriteFailure(written, error)
  }
}

export function writeFileDurably(file: string, data: string | NodeJS.ArrayBufferView): void {
  writeFilesDurably([{ file, data }])
}

/**
 * A new file, whole or not at all, never over one that exists (EEXIST then): an uploaded photo, the
 * contact form's key. Staged and flushed, then linked to its name, which fails when the name is taken.
 */
export function createFileDurably(file: string, data: string | NodeJS.ArrayBufferView, mode = 0o644): void {
  const temp = stage(file, data, true, mode)
  try {
    linkSync(temp, file)
  } finally {
    rmSync(temp, { force: true })
  }
  syncFolder(path.dirname(file))
}

/** Deletes `file` and the folders it leaves empty, up to `top` (a page that is gone, a removed content file). */
export function removeFile(top: string, file: string): void {
  rmSync(file, { force: true })
  for (let dir = path.dirname(file); dir.startsWith(`${top}${path.sep}`); dir = path.dirname(dir)) {
    if (!existsSync(dir) || readdirSync(dir).length) break
    rmdirSync(dir)
  }
}
