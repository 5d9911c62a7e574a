/**
 * One full build of the whole site per state of the repository, shared by every test that needs a
 * built site in a copy of its own (docs/testing.md, "Expensive fixtures").
 *
 *   const dir = await builtSiteCopy('my-test-')   // a private copy of the repository, dist/ built
 *
 * The shared build is a copy of the repository (tests/support/copy-repository.ts) built once with
 * `scripts/build.ts --full`, kept in the system's temporary folder under a key made of every file
 * the copy holds (their names and bytes), the repository's folder and the Node.js version: every test
 * file of a run, in any Vitest worker, gets the same one (the first to ask builds it under a lock, the
 * others wait), and so does the next run while nothing changed. A change to any file is another key,
 * so a stale build is never handed out.
 *
 * A copy starts its dist/ from the shared one the way the studio's publish does (`--from`: hard
 * links, then an incremental build that finds nothing to render; decision 328), in a few seconds
 * instead of a full build's half minute. The copy is the test's own: change and build it at will,
 * and remove it after (`rmSync(dir, { recursive: true, force: true })`). Never write into the shared
 * build itself. The copy's files are the shared build's, made in another folder: not byte for byte a
 * full build of the copy's own (the server bundle names its folder), so a test that compares with a
 * full build (scripts/build.test.ts) makes its own.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { copyRepository, copyRepositoryInto, repositoryFiles } from './copy-repository.js'
import { REPO_ROOT } from '../../src/runtime/content-source.node.js'

/** Where the shared builds live: one folder per key. */
const CACHE = path.join(tmpdir(), 'remontti-site-build')
/** Written last into a shared build's folder: the build is whole. */
const COMPLETE = 'site-build-complete.json'
/** How long a test waits for another process's build of the same key. */
const WAIT_MS = 15 * 60_000

/** The key of the repository as it is now: its files' names and bytes, its folder, the Node.js version. */
function siteBuildKey(): string {
  const hash = createHash('sha256').update(`${REPO_ROOT}\0${process.version}\0`)
  for (const rel of repositoryFiles()) {
    const file = path.join(REPO_ROOT, rel)
    if (!existsSync(file)) continue
    hash.update(`${rel}\0`).update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex').slice(0, 20)
}

/** `node --import tsx scripts/build.ts …` in `cwd`; what it printed (its output in the error when it fails). */
export function runBuild(cwd: string, ...args: string[]): string {
  try {
    return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, METRICS_PORT: '0', NO_COLOR: '1', FORCE_COLOR: '0' },
    })
  } catch (error) {
    // The same error (its stdout, stderr and status kept for the test), its output in the message.
    const failed = error as Error & { stdout?: string; stderr?: string }
    failed.message = `scripts/build.ts ${args.join(' ')} failed in ${cwd}:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`
    throw failed
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the key's lock (a folder holding the owner's pid); false while a live process holds it. */
function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock)
  } catch {
    const owner = Number(readFileSync(path.join(lock, 'pid'), { encoding: 'utf8', flag: 'a+' }) || 0)
    // A lock whose owner is gone (a killed run) is taken over; one just made has no pid yet.
    if (owner && !alive(owner)) rmSync(lock, { recursive: true, force: true })
    return false
  }
  writeFileSync(path.join(lock, 'pid'), String(process.pid))
  return true
}

/** The other keys' builds of this repository folder: a repository's old states are not kept. */
function removeOlderBuilds(key: string): void {
  for (const name of readdirSync(CACHE)) {
    if (name === key || name.endsWith('.lock') || existsSync(path.join(CACHE, `${name}.lock`))) continue
    try {
      const done = JSON.parse(readFileSync(path.join(CACHE, name, COMPLETE), 'utf8')) as { repo?: string }
      if (done.repo === REPO_ROOT) rmSync(path.join(CACHE, name), { recursive: true, force: true })
    } catch {
      // Another repository's, or one being made: left alone.
    }
  }
}

function build(key: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true })
  copyRepositoryInto(dir)
  const log = runBuild(dir, '--full')
  writeFileSync(path.join(dir, COMPLETE), JSON.stringify({ repo: REPO_ROOT, key, log }))
}

/**
 * The folder of the shared full build of the repository as it is now (made on first use; see the
 * file's comment). Read it, never write into it: `builtSiteCopy` gives a copy of one's own.
 */
async function sharedSiteBuild(): Promise<string> {
  const key = siteBuildKey()
  const dir = path.join(CACHE, key)
  const lock = `${dir}.lock`
  mkdirSync(CACHE, { recursive: true })
  const deadline = Date.now() + WAIT_MS
  while (!existsSync(path.join(dir, COMPLETE))) {
    if (tryLock(lock)) {
      try {
        if (!existsSync(path.join(dir, COMPLETE))) build(key, dir)
        removeOlderBuilds(key)
      } finally {
        rmSync(lock, { recursive: true, force: true })
      }
      break
    }
    if (Date.now() > deadline) throw new Error(`the shared site build ${dir} was not ready in ${WAIT_MS / 60_000} min`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return dir
}

/**
 * @public The fixture for new tests (docs/testing.md); no test of today's suite needs it yet.
 * A fresh copy of the repository (its files, node_modules linked) in the temporary folder, its dist/
 * the shared full build's (`--from`, hard links and an incremental build: nothing rendered).
 */
export async function builtSiteCopy(prefix: string): Promise<string> {
  const shared = await sharedSiteBuild()
  const dir = copyRepository(prefix)
  runBuild(dir, '--from', path.join(shared, 'dist'))
  return dir
}
