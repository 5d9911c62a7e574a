/**
 * npx tsx scripts/move-tests.ts <folder> <test file>...
 *
 * Moves test files into a folder (a unit test sits beside the module it tests, decision 313) with
 * `git mv`, and keeps everything pointing at them right: the moved files' relative paths where code
 * resolves them (`from '…'`, `import('…')`, a side-effect import, `vi.mock('…')`, `new URL('…', …)`,
 * `path.resolve(import.meta.dirname, '…')`; a template's fixed start) are recomputed from their new
 * place, and every mention of their old path in the repository's text files (docs, comments,
 * configuration) becomes the new one. Other strings (a test's expected messages) are left alone. A test
 * may be renamed on the way: `old.test.ts=new.test.ts`.
 *
 *   npx tsx scripts/move-tests.ts src/calculators tests/unit/calculator-engine.test.ts=engine.test.ts
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const TEXT = /\.(ts|tsx|js|mjs|json|md|css|sh|yml|yaml|html)$/

/** Whether a relative path from a file's folder names something that exists (`.js` may stand for `.ts`/`.tsx`). */
function exists(fromDir: string, rel: string): boolean {
  const target = path.join(ROOT, fromDir, rel)
  const stem = target.replace(/\.js$/, '')
  return [target, `${stem}.ts`, `${stem}.tsx`].some((f) => existsSync(f))
}

/** Where code resolves a relative path: after `from`, in `import(`, `vi.mock(`, `new URL(`, after `import.meta.dirname,`. */
const RESOLVED =
  /(\bfrom\s*|^\s*import\s*|\b(?:import|require|vi\.mock|new URL)\s*\(\s*|\bimport\.meta\.dirname\s*,\s*)(['"`])(\.\.?\/[^'"`$\n]*)/gm

/** A moved file's relative paths, each re-pointed from its new folder at what it named from the old one. */
export function repoint(text: string, fromDir: string, toDir: string): string {
  return text.replace(RESOLVED, (whole, before: string, quote: string, rel: string) => {
    if (!exists(fromDir, rel)) return whole
    const moved = path.posix.relative(toDir, path.posix.join(fromDir, rel))
    const slash = rel.endsWith('/') && !moved.endsWith('/') ? '/' : ''
    return `${before}${quote}${moved.startsWith('.') ? moved : `./${moved}`}${slash}`
  })
}

function move(folder: string, arg: string): [string, string] {
  const [from, rename] = arg.split('=') as [string, string | undefined]
  const to = path.posix.join(folder, rename ?? path.posix.basename(from))
  if (existsSync(path.join(ROOT, to))) throw new Error(`${to} exists already`)
  const text = repoint(readFileSync(path.join(ROOT, from), 'utf8'), path.posix.dirname(from), folder)
  execFileSync('git', ['mv', from, to], { cwd: ROOT })
  writeFileSync(path.join(ROOT, to), text)
  return [from, to]
}

/** Every mention of an old path in the repository's text files becomes the new path. */
function rewriteMentions(moves: readonly [string, string][]): void {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => TEXT.test(f) && existsSync(path.join(ROOT, f)) && !f.endsWith('package-lock.json'))
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8')
    let next = text
    for (const [from, to] of moves) next = next.replace(new RegExp(`\\b${from.replace(/[.]/g, '\\.')}\\b`, 'g'), to)
    if (next !== text) writeFileSync(path.join(ROOT, file), next)
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [folder, ...tests] = process.argv.slice(2)
  if (!folder || !tests.length) throw new Error('usage: npx tsx scripts/move-tests.ts <folder> <test file>...')
  const moves = tests.map((t) => move(folder.replace(/\/$/, ''), t))
  rewriteMentions(moves)
  for (const [from, to] of moves) console.log(`${from} -> ${to}`)
}
