/** A copy of the repository for tests that build in it: its files (tracked and new, not ignored), node_modules linked. */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { REPO_ROOT } from '../../src/runtime/content-source.node.js'

/** The repository's files a copy holds: tracked and new, not ignored (a deleted one may still be listed). */
export function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
}

/** The copy in a new temporary folder named `prefix…`; its path. */
export function copyRepository(prefix: string): string {
  return copyRepositoryInto(mkdtempSync(path.join(tmpdir(), prefix)))
}

/** The copy in `dir` (made when missing); its path. */
export function copyRepositoryInto(dir: string): string {
  mkdirSync(dir, { recursive: true })
  for (const rel of repositoryFiles()) {
    const from = path.join(REPO_ROOT, rel)
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    // A file deleted in the work tree is still listed until the deletion is committed.
    if (existsSync(from)) cpSync(from, path.join(dir, rel))
  }
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  return dir
}
