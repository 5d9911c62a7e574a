/**
 * How the build changes a file of dist/ (replaceFile) and deletes one (removeFile). A write is a new
 * file renamed over the old one, never the old one opened and rewritten. The studio's publish starts its build from hard links to the live release's
 * files (scripts/build.ts --from): rewriting a linked file in place would change the page the live
 * site serves before the release is checked and switched. A rename gives the path a new file and
 * leaves the live release's as it was; readers never see a half-written file either.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export function replaceFile(file: string, data: string | NodeJS.ArrayBufferView): void {
  mkdirSync(path.dirname(file), { recursive: true })
  const next = `${file}.${process.pid}.new`
  writeFileSync(next, data)
  renameSync(next, file)
}

/** Deletes `file` and the folders it leaves empty, up to `top` (a page that is gone, a removed content file). */
export function removeFile(top: string, file: string): void {
  rmSync(file, { force: true })
  for (let dir = path.dirname(file); dir.startsWith(`${top}${path.sep}`); dir = path.dirname(dir)) {
    if (!existsSync(dir) || readdirSync(dir).length) break
    rmdirSync(dir)
  }
}
