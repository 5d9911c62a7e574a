/**
 * Commits of the content made without touching anybody's work (issue 29,
 * decision 234). The studio's folder holds several people's saved but
 * unpublished changes at once; a publish commits only the chosen files, a
 * rollback restores the content of an earlier release, a scheduled publish
 * commits what was chosen when it was scheduled. So a commit is built with
 * git's plumbing in a temporary index (hash-object, update-index, write-tree,
 * commit-tree) on top of HEAD and moves HEAD only if nobody moved it meanwhile
 * (update-ref with the old value). The working folder is not written; the
 * real index learns the new HEAD for those paths only.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const exec = promisify(execFile)

export interface GitAuthor {
  name: string
  email: string
}

/** One file of a commit: its new bytes, or null to remove it. Paths are the repository's (`pages-data/...`). */
export interface FileChange {
  path: string
  content: Buffer | null
}

export async function git(cwd: string, args: string[], input?: Buffer | string, env?: NodeJS.ProcessEnv) {
  const child = exec('git', args, { cwd, env: env ?? process.env, maxBuffer: 64 * 1024 * 1024, encoding: 'buffer' })
  if (input !== undefined) child.child.stdin?.end(input)
  const { stdout } = await child
  return stdout.toString('utf8')
}

export const repoTop = async (dir: string) => (await git(dir, ['rev-parse', '--show-toplevel'])).trim()
export const headCommit = async (top: string) => (await git(top, ['rev-parse', 'HEAD'])).trim()

/** A file's bytes at a commit, or null when the commit has no such file. */
export async function fileAt(top: string, commit: string, file: string): Promise<Buffer | null> {
  const child = exec('git', ['cat-file', 'blob', `${commit}:${file}`], {
    cwd: top,
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  })
  return child.then(
    ({ stdout }) => stdout,
    () => null,
  )
}

/** The paths under `folders` that differ between two commits. */
export async function changedBetween(top: string, from: string, to: string, folders: string[]): Promise<string[]> {
  const out = await git(top, ['diff', '--name-only', '--no-renames', from, to, '--', ...folders])
  return out.split('\n').filter(Boolean)
}

export class HeadMovedError extends Error {}

/**
 * Commits `changes` on top of HEAD (nothing else changes) with `message` by `author`.
 * Returns the new commit, or the old HEAD when the changes change nothing.
 */
export async function commitFiles(
  top: string,
  changes: FileChange[],
  message: string,
  author: GitAuthor,
): Promise<string> {
  const head = await headCommit(top)
  const scratch = mkdtempSync(path.join(tmpdir(), 'studio-index-'))
  const env = {
    ...process.env,
    GIT_INDEX_FILE: path.join(scratch, 'index'),
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
  }
  try {
    await git(top, ['read-tree', head], undefined, env)
    for (const change of changes) {
      if (change.content === null) {
        await git(top, ['update-index', '--force-remove', '--', change.path], undefined, env)
        continue
      }
      const blob = (await git(top, ['hash-object', '-w', '--stdin'], change.content, env)).trim()
      await git(top, ['update-index', '--add', '--cacheinfo', `100644,${blob},${change.path}`], undefined, env)
    }
    const tree = (await git(top, ['write-tree'], undefined, env)).trim()
    if (tree === (await git(top, ['rev-parse', `${head}^{tree}`])).trim()) return head
    const commit = (await git(top, ['commit-tree', tree, '-p', head, '-F', '-'], message, env)).trim()
    try {
      await git(top, ['update-ref', '-m', `studio: ${message.split('\n')[0]}`, 'HEAD', commit, head])
    } catch {
      throw new HeadMovedError('HEAD moved while the commit was made')
    }
    // The real index: those paths as the new HEAD has them (the working folder is not touched).
    await git(top, ['reset', '-q', commit, '--', ...changes.map((c) => c.path)]).catch(() => undefined)
    return commit
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}
