/**
 * Validate + prerender of every language beside the Finnish-only figure of the
 * same run (the languages' budget: at most twice the time for about four times the
 * pages; `npm run validate` at most 2 s). Both builds run in one throwaway copy
 * of the tree (node_modules linked), so the repository's dist/ and content stay
 * as they are: first with no translations, then with every translation (the
 * translators' files, and stand-ins from scripts/bench/pseudo-translations.ts
 * for every document they have not translated yet).
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { writePseudoTranslations } from './pseudo-translations.js'
import { builtInSeconds } from './build.js'
import { markdownTable, median } from './report.js'
import { ROOT } from './support.js'

interface Variant {
  validateSeconds: number
  vikeBuildSeconds: number
  /** Vite's "built in" of the server environment: its bundle and the prerender. */
  serverPrerenderSeconds: number
  pages: number
}

export interface LanguagesResult {
  runs: number
  finnish: Variant
  all: Variant
  /** Translation files the translators wrote, and stand-ins the bench added. */
  translatorFiles: number
  standIns: number
}

const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results', 'screenshots', 'data', 'playwright-report'])

function timed(cwd: string, args: string[]): { seconds: number; output: string } {
  const start = process.hrtime.bigint()
  const r = spawnSync(path.join(ROOT, 'node_modules/.bin', args[0]!), args.slice(1), {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  })
  const seconds = Number(process.hrtime.bigint() - start) / 1e9
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed in ${cwd}\n${output}`)
  return { seconds, output }
}

/** validate + vike build in the copy, `runs` times; medians. */
function measure(copy: string, runs: number, label: string): Variant {
  const rows: Variant[] = []
  for (let i = 0; i < runs; i++) {
    console.log(`[bench] languages: ${label} ${i + 1}/${runs}`)
    const validate = timed(copy, ['tsx', 'scripts/validate-content.ts'])
    const vike = timed(copy, ['vike', 'build'])
    const printed = /(\d+) HTML documents? pre-rendered/.exec(vike.output)
    rows.push({
      validateSeconds: validate.seconds,
      vikeBuildSeconds: vike.seconds,
      serverPrerenderSeconds: builtInSeconds(vike.output)[1] ?? 0,
      pages: printed ? Number(printed[1]) : 0,
    })
  }
  const of = (key: keyof Variant) => median(rows.map((r) => r[key]))
  return {
    validateSeconds: of('validateSeconds'),
    vikeBuildSeconds: of('vikeBuildSeconds'),
    serverPrerenderSeconds: of('serverPrerenderSeconds'),
    pages: rows.at(-1)!.pages,
  }
}

export function benchLanguages(opts: { runs?: number } = {}): LanguagesResult {
  const runs = opts.runs ?? 1
  const copy = mkdtempSync(path.join(os.tmpdir(), 'bench-languages-'))
  try {
    // Top-level folders only: a nested folder may share a name (a section's data/).
    cpSync(ROOT, copy, {
      recursive: true,
      filter: (src) => path.dirname(src) !== ROOT || !SKIP.has(path.basename(src)),
    })
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'))
    const translations = path.join(copy, 'pages-data/translations')
    const translated = path.join(os.tmpdir(), `${path.basename(copy)}-translations`)
    mkdirSync(translated, { recursive: true })
    if (existsSync(translations)) cpSync(translations, translated, { recursive: true })
    rmSync(translations, { recursive: true, force: true })
    const finnish = measure(copy, runs, 'Finnish only')
    cpSync(translated, translations, { recursive: true })
    const translatorFiles = spawnSync('find', [translations, '-name', '*.json'], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean).length
    const standIns = writePseudoTranslations(copy)
    const all = measure(copy, runs, 'every language')
    rmSync(translated, { recursive: true, force: true })
    return { runs, finnish, all, translatorFiles, standIns }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

const s = (n: number) => `${n.toFixed(2)} s`

/** The section of docs/benchmarks.md. */
export function languagesSection(r: LanguagesResult, machine: string): string {
  const total = (v: Variant) => v.validateSeconds + v.vikeBuildSeconds
  const ratio = total(r.all) / total(r.finnish)
  const row = (label: string, v: Variant) => [
    label,
    v.pages,
    s(v.validateSeconds),
    s(v.vikeBuildSeconds),
    s(v.serverPrerenderSeconds),
    s(total(v)),
  ]
  return [
    '## Languages: validate + prerender of every language',
    '',
    machine,
    `One throwaway copy of the tree, built first with no translation, then with every language (${r.translatorFiles} translators' files, ${r.standIns} stand-ins from scripts/bench/pseudo-translations.ts for the rest). ${r.runs} ${r.runs === 1 ? 'run' : 'runs'} each, medians.`,
    '',
    markdownTable(
      ['Content', 'pages', 'validate', 'vike build', 'of which server bundle + prerender', 'validate + vike build'],
      [row('Finnish only (baseline, same run)', r.finnish), row('every language', r.all)],
    ),
    '',
    `Every language takes ${ratio.toFixed(2)}× the Finnish-only time for ${(r.all.pages / Math.max(1, r.finnish.pages)).toFixed(1)}× the pages: budget at most 2× (${ratio <= 2 ? 'met' : 'NOT met'}); validate of every language ${s(r.all.validateSeconds)}: budget at most 2 s (${r.all.validateSeconds <= 2 ? 'met' : 'NOT met'}).`,
    '',
  ].join('\n')
}
