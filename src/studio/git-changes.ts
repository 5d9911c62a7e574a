/**
 * The changes view's data: the content folder's files that differ from git's
 * HEAD, each with its diff (an untracked file as a diff from nothing). A folder
 * outside git gives `{ git: false }`. Node only.
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { createTwoFilesPatch } from 'diff'
import type { ChangeEntry } from './studio-api.js'

const run = promisify(execFile)

/** One line of `git status --porcelain` as a change with its diff. */
async function changeOf(line: string, repo: string, contentDir: string): Promise<ChangeEntry> {
  const abs = path.join(repo, line.slice(3).trim())
  const file = `pages-data/${path.relative(contentDir, abs).split(path.sep).join('/')}`
  const diff = line.startsWith('??')
    ? createTwoFilesPatch('/dev/null', file, '', readFileSync(abs, 'utf8'))
    : (await run('git', ['diff', 'HEAD', '--', abs], { cwd: contentDir })).stdout
  return { file, diff }
}

export async function gitChanges(contentDir: string): Promise<{ git: boolean; changes: ChangeEntry[] }> {
  try {
    const status = ['status', '--porcelain', '--untracked-files=all', '--', '.']
    const { stdout } = await run('git', status, { cwd: contentDir })
    const { stdout: top } = await run('git', ['rev-parse', '--show-toplevel'], { cwd: contentDir })
    const changes: ChangeEntry[] = []
    for (const line of stdout.split('\n').filter(Boolean)) changes.push(await changeOf(line, top.trim(), contentDir))
    return { git: true, changes }
  } catch {
    return { git: false, changes: [] }
  }
}
