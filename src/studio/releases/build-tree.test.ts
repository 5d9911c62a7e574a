/**
 * The publish's build tree (src/studio/releases/build-tree.ts): a git worktree kept at RELEASES_DIR/.build
 * and reused, made again when the folder there is not a worktree of this repository any more (the
 * repository was removed or moved, or another one made it), where the publish used to stop with
 * "Julkaisu keskeytyi odottamattomaan virheeseen" and git's "not a git repository" in the log.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkoutTree } from './build-tree.js'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const temp = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `remontti-tree-${name}-`))
  made.push(dir)
  return dir
}

function git(cwd: string, ...args: string[]): string {
  const r = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@test.invalid', ...args], {
    cwd,
    encoding: 'utf8',
  })
  if (r.status !== 0) throw new Error(r.stderr)
  return r.stdout.trim()
}

/** A repository with pages-data/site.json saying `text`; its HEAD commit. */
function repo(text: string): { top: string; head: string } {
  const top = temp('repo')
  mkdirSync(path.join(top, 'pages-data'))
  writeFileSync(path.join(top, 'pages-data/site.json'), JSON.stringify({ text }))
  git(top, 'init', '-q')
  git(top, 'add', '.')
  git(top, 'commit', '-qm', text)
  return { top, head: git(top, 'rev-parse', 'HEAD') }
}

const siteText = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'pages-data/site.json'), 'utf8')).text

describe('the build tree', () => {
  it('is reused across publishes, and the other content-folder files are cleaned away', async () => {
    const a = repo('A')
    const tree = { top: a.top, dir: path.join(temp('releases'), '.build') }
    const modules = temp('modules')
    await checkoutTree(tree, a.head, modules)
    writeFileSync(path.join(tree.dir, 'pages-data/left-over.json'), '{}')
    await checkoutTree(tree, a.head, modules)
    expect(siteText(tree.dir)).toBe('A')
    expect(() => readFileSync(path.join(tree.dir, 'pages-data/left-over.json'))).toThrow()
    expect(git(a.top, 'worktree', 'list', '--porcelain')).toContain(tree.dir)
  })

  it('is made again when its repository was removed and another one publishes into the same folder', async () => {
    const releases = temp('releases')
    const modules = temp('modules')
    const a = repo('A')
    await checkoutTree({ top: a.top, dir: path.join(releases, '.build') }, a.head, modules)
    rmSync(a.top, { recursive: true, force: true })
    const b = repo('B')
    const tree = { top: b.top, dir: path.join(releases, '.build') }
    await checkoutTree(tree, b.head, modules)
    expect(siteText(tree.dir)).toBe('B')
    expect(git(tree.dir, 'rev-parse', 'HEAD')).toBe(b.head)
  })

  it('is made again when the folder is a worktree of another repository that still exists', async () => {
    const releases = temp('releases')
    const modules = temp('modules')
    const a = repo('A')
    const b = repo('B')
    await checkoutTree({ top: a.top, dir: path.join(releases, '.build') }, a.head, modules)
    const tree = { top: b.top, dir: path.join(releases, '.build') }
    await checkoutTree(tree, b.head, modules)
    expect(siteText(tree.dir)).toBe('B')
    expect(git(b.top, 'worktree', 'list', '--porcelain')).toContain(tree.dir)
  })
})
