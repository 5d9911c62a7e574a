/**
 * Where a release is built (issue 29, decision 234): a git worktree of the
 * content's repository, kept between publishes at RELEASES_DIR/.build (so the
 * photos' encoded sizes and Vite's caches stay warm), checked out at HEAD with
 * the chosen files laid over it. There the content is validated exactly as the
 * build will see it (the other people's unpublished changes are not in it),
 * then `npm run build` runs, the same build CI tests, and its `dist/` becomes
 * the release folder.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import type { Diagnostic } from '../../runtime/diagnostics.js'
import { loadContentSource, type ContentSource } from '../validate-document.js'
import { git } from './git-content.js'

export interface BuildTree {
  /** The content's repository (its top folder). */
  top: string
  /** The worktree's folder. */
  dir: string
}

/** The repository folders a publish may change. */
export const CONTENT_FOLDERS = ['pages-data', 'public/images']

/**
 * The worktree at `commit`, with nothing else in its content folders; made on first use, and made again
 * when the folder is there but is no longer a worktree of `top` (its repository moved or was removed).
 */
export async function checkoutTree(tree: BuildTree, commit: string, nodeModules: string): Promise<void> {
  const commonDir = (dir: string) =>
    git(dir, ['rev-parse', '--path-format=absolute', '--git-common-dir']).then(
      (out) => out.trim(),
      () => '',
    )
  const reused =
    existsSync(path.join(tree.dir, '.git')) &&
    (await commonDir(tree.dir)) === (await commonDir(tree.top)) &&
    (await git(tree.dir, ['checkout', '-q', '-f', '--detach', commit]).then(
      () => true,
      () => false,
    ))
  if (reused) await git(tree.dir, ['clean', '-q', '-f', '-d', '--', ...CONTENT_FOLDERS])
  else {
    rmSync(tree.dir, { recursive: true, force: true })
    mkdirSync(path.dirname(tree.dir), { recursive: true })
    await git(tree.top, ['worktree', 'prune'])
    await git(tree.top, ['worktree', 'add', '--detach', '--force', tree.dir, commit])
  }
  const link = path.join(tree.dir, 'node_modules')
  if (!existsSync(link)) symlinkSync(nodeModules, link, 'dir')
}

/** The worktree's content as the validator sees it (errors and the built content). */
export function validateTree(tree: BuildTree): { source: ContentSource; errors: Diagnostic[] } {
  const source = loadContentSource(path.join(tree.dir, 'pages-data'), tree.dir)
  return { source, errors: source.diagnostics.filter((d) => d.severity === 'error') }
}

/**
 * Runs `npm run build` in the worktree, from a clean dist/ (what a stopped build left may be links to
 * the live release's files); resolves with its output, rejects with it on failure. `stop` ends it,
 * npm and the build under it (its own process group).
 */
export function runBuild(tree: BuildTree, env: NodeJS.ProcessEnv, from?: string, stop?: AbortSignal): Promise<string> {
  rmSync(path.join(tree.dir, 'dist'), { recursive: true, force: true })
  return npmBuild(tree, from ? ['--from', from] : [], env, stop)
}

/**
 * The build's modules compiled into tsx's cache for this worktree (`npm run build -- --warm`: the build's
 * imports, nothing built): tsx keeps a compiled file by its path, and the cache is in the system's
 * temporary folder (emptied by a reboot), so the first build in a new worktree, or after a reboot,
 * compiled every module (0.45 s at 20x). Rejects with the output on failure.
 */
export async function warmBuild(tree: BuildTree, env: NodeJS.ProcessEnv): Promise<void> {
  await npmBuild(tree, ['--warm'], env)
}

/** `npm run build -- <args>` in the worktree, in a process group of its own that `stop` ends; its output. */
function npmBuild(tree: BuildTree, args: string[], env: NodeJS.ProcessEnv, stop?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    if (stop?.aborted) return reject(new Error('the build was stopped'))
    const command = ['run', 'build', ...(args.length ? ['--', ...args] : [])]
    const child = spawn('npm', command, { cwd: tree.dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    const end = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM')
      } catch {
        // (already ended)
      }
    }
    stop?.addEventListener('abort', end, { once: true })
    child.on('close', () => stop?.removeEventListener('abort', end))
    const out: Buffer[] = []
    child.stdout.on('data', (b: Buffer) => out.push(b))
    child.stderr.on('data', (b: Buffer) => out.push(b))
    child.on('error', reject)
    child.on('close', (code) => {
      const text = Buffer.concat(out).toString('utf8')
      if (code === 0) resolve(text)
      else reject(Object.assign(new Error(`npm ${command.join(' ')} exited with ${code}`), { output: text }))
    })
  })
}

/** Moves the worktree's build to `releaseDir` (one rename: the worktree is on the releases' disk). */
export function takeBuild(tree: BuildTree, releaseDir: string): void {
  rmSync(releaseDir, { recursive: true, force: true })
  renameSync(path.join(tree.dir, 'dist'), releaseDir)
}
