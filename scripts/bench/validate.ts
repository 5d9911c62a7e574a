/**
 * npm run bench -- validate: how long `npm run validate` takes per document,
 * on today's content and on a generated set of 1 000 pages (copies of the
 * service pages under new slugs, in a temporary folder), now and "before"
 * (the same command in a temporary git worktree of --before, default the
 * merge base with main), beside the same results file's `vike build` time.
 * Each figure is the median wall time of --runs runs of the whole command
 * (including the start of tsx, about the same in both checkouts).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from './support.js'

interface ValidateFigure {
  label: string
  documents: number
  seconds: number
  msPerDocument: number
}

export interface ValidateResult {
  before: string
  runs: number
  now: ValidateFigure[]
  previous: ValidateFigure[]
  vikeBuildSeconds?: number
}

/** pages-data/ and public/ of checkout, plus enough copies of its service pages to reach `pages` page documents. */
function generatedContent(checkout: string, pages: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-validate-'))
  cpSync(path.join(checkout, 'pages-data'), path.join(dir, 'pages-data'), { recursive: true })
  cpSync(path.join(checkout, 'public'), path.join(dir, 'public'), { recursive: true })
  const services = path.join(dir, 'pages-data/services')
  const originals = readdirSync(services).filter((f) => f.endsWith('.json'))
  const existing = readdirSync(path.join(dir, 'pages-data'), { recursive: true }).filter(
    (f) => String(f).endsWith('.json') || String(f).endsWith('.md'),
  ).length
  for (let i = 0; existing + i < pages; i++) {
    const name = originals[i % originals.length]!
    const slug = `${name.replace(/\.json$/, '')}-kopio-${i}`
    const doc = JSON.parse(readFileSync(path.join(services, name), 'utf8')) as { slug: string; aliases?: string[] }
    doc.slug = slug
    delete doc.aliases
    writeFileSync(path.join(services, `${slug}.json`), JSON.stringify(doc, null, 2))
  }
  return dir
}

function countDocuments(root: string): number {
  return readdirSync(path.join(root, 'pages-data'), { recursive: true }).filter((f) => /\.(json|md)$/.test(String(f)))
    .length
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
}

function timeValidate(checkout: string, root: string): number {
  const start = process.hrtime.bigint()
  const r = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/validate-content.ts', '--root', root], {
    cwd: checkout,
    encoding: 'utf8',
  })
  // Warnings are fine; errors would mean the generated set is not what the figure claims.
  if (r.status !== 0) throw new Error(`validate failed in ${checkout} on ${root}:\n${r.stdout}${r.stderr}`)
  return Number(process.hrtime.bigint() - start) / 1e9
}

/**
 * Before and now are timed in turns (before, now, before, now...), so a
 * machine busy with other work slows both sides alike.
 */
function measureBoth(
  checkouts: { before: string; now: string },
  runs: number,
): { previous: ValidateFigure[]; now: ValidateFigure[] } {
  const sets = { before: generatedContent(checkouts.before, 1000), now: generatedContent(checkouts.now, 1000) }
  try {
    const cases = [
      ["today's content", 'own'],
      ['1 000 generated pages', 'generated'],
    ] as const
    const figures = { previous: [] as ValidateFigure[], now: [] as ValidateFigure[] }
    for (const [label, kind] of cases) {
      const times = { before: [] as number[], now: [] as number[] }
      for (let i = 0; i < runs; i++) {
        for (const side of ['before', 'now'] as const)
          times[side].push(timeValidate(checkouts[side], kind === 'own' ? checkouts[side] : sets[side]))
      }
      for (const side of ['before', 'now'] as const) {
        const documents = countDocuments(kind === 'own' ? checkouts[side] : sets[side])
        const seconds = median(times[side])
        figures[side === 'before' ? 'previous' : 'now'].push({
          label,
          documents,
          seconds,
          msPerDocument: (seconds * 1000) / documents,
        })
      }
    }
    return figures
  } finally {
    for (const dir of Object.values(sets)) rmSync(dir, { recursive: true, force: true })
  }
}

export function benchValidate(options: { runs: number; before?: string; vikeBuildSeconds?: number }): ValidateResult {
  const before =
    options.before ?? execFileSync('git', ['merge-base', 'HEAD', 'main'], { cwd: ROOT, encoding: 'utf8' }).trim()
  const worktree = mkdtempSync(path.join(os.tmpdir(), 'bench-before-'))
  execFileSync('git', ['worktree', 'add', '--detach', worktree, before], { cwd: ROOT, stdio: 'ignore' })
  try {
    if (!existsSync(path.join(worktree, 'node_modules')))
      symlinkSync(path.join(ROOT, 'node_modules'), path.join(worktree, 'node_modules'))
    const { previous, now } = measureBoth({ before: worktree, now: ROOT }, options.runs)
    return { before: before.slice(0, 7), runs: options.runs, now, previous, vikeBuildSeconds: options.vikeBuildSeconds }
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'ignore' })
  }
}

export function validateSection(r: ValidateResult): string {
  const rows = r.now.map((n, i) => {
    const p = r.previous[i]!
    return `| ${n.label} | ${n.documents} | ${p.seconds.toFixed(2)} s (${p.msPerDocument.toFixed(1)} ms) | ${n.seconds.toFixed(2)} s (${n.msPerDocument.toFixed(1)} ms) |`
  })
  return [
    '## Content validation (`npm run validate`)',
    '',
    `Median wall time of ${r.runs} runs of the whole command (tsx start included, before and now timed in turns), per document in brackets; before = ${r.before} in a temporary worktree.` +
      (r.vikeBuildSeconds !== undefined
        ? ` The same results file's \`vike build\`: ${r.vikeBuildSeconds.toFixed(1)} s.`
        : ''),
    '',
    '| content | documents | before | now |',
    '|---|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n')
}
