/** A copy of the repository for tests that build in it: its files (tracked and new, not ignored), node_modules linked. */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { REPO_ROOT } from '../src/runtime/content-source.node.js'

export function copyRepository(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
  for (const rel of files.split('\0').filter(Boolean)) {
    const from = path.join(REPO_ROOT, rel)
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    // A file deleted in the work tree is still listed until the deletion is committed.
    if (existsSync(from)) cpSync(from, path.join(dir, rel))
  }
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  return dir
}
