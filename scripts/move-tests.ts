/**
 * npx tsx scripts/move-tests.ts --plan
 * npx tsx scripts/move-tests.ts <folder> <test file>...
 *
 * `--plan` moves every test still in tests/unit/ to its place in TEST_PLACES below (decision 313); a
 * test the table does not know goes beside the module it imports first from src/, server/, scripts/
 * or deploy/ (printed, so a wrong guess is seen and the table gets a line). Tests already moved are
 * not in tests/unit/ any more, so the command can be run again after a merge brings new ones.
 *
 * Moves test files into a folder (a unit test sits beside the module it tests, decision 313) with
 * `git mv`, and keeps everything pointing at them right: the moved files' relative paths where code
 * resolves them (`from '…'`, `import('…')`, a side-effect import, `vi.mock('…')`, `new URL('…', …)`,
 * `path.resolve(import.meta.dirname, '…')`; a template's fixed start) are recomputed from their new
 * place, and every mention of their old path in the repository's text files (docs, comments,
 * configuration) becomes the new one. Other strings (a test's expected messages) are left alone. A test
 * may be renamed on the way: `old.test.ts=new.test.ts`.
 *
 *   npx tsx scripts/move-tests.ts src/calculators <a test>=engine.test.ts
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const UNIT = 'tests/unit'

/** Where each test of tests/unit/ goes: its file name there -> its place beside the module it tests. */
export const TEST_PLACES: Readonly<Record<string, string>> = {
  'deploy-nginx-render.test.ts': 'deploy/deploy-nginx-render.test.ts',
  'bench-phone.test.ts': 'scripts/bench/phone.test.ts',
  'bench-report.test.ts': 'scripts/bench/report.test.ts',
  'bench-wrk.test.ts': 'scripts/bench/wrk.test.ts',
  'content-types.test.ts': 'scripts/content-types.test.ts',
  'island-preloads.test.ts': 'scripts/island-preloads.test.ts',
  'layers.test.ts': 'scripts/layers.test.ts',
  'machine-diagrams.test.ts': 'scripts/machine-diagrams.test.ts',
  'move-tests.test.ts': 'scripts/move-tests.test.ts',
  'new-page.test.ts': 'scripts/new-page.test.ts',
  'static-build.test.ts': 'scripts/static-build.test.ts',
  'validate-content.test.ts': 'scripts/validate-content.test.ts',
  'contact-api-durability.test.ts': 'server/contact/contact-api-durability.test.ts',
  'contact-api-hardening.test.ts': 'server/contact/contact-api-hardening.test.ts',
  'contact-api-postgres.test.ts': 'server/contact/contact-api-postgres.test.ts',
  'contact-api.test.ts': 'server/contact/contact-api.test.ts',
  'contact-question-postgres.test.ts': 'server/contact/contact-question-postgres.test.ts',
  'contact-question.test.ts': 'server/contact/contact-question.test.ts',
  'contact-backlog-drain.test.ts': 'server/contact/contact-backlog-drain.test.ts',
  'contact-lead-origin-postgres.test.ts': 'server/contact/contact-lead-origin-postgres.test.ts',
  'contact-lead-origin.test.ts': 'server/contact/contact-lead-origin.test.ts',
  'contact-leads.test.ts': 'server/contact/contact-leads.test.ts',
  'contact-no-js.test.ts': 'server/contact/contact-no-js.test.ts',
  'contact-pg-boss-upgrade.test.ts': 'server/contact/contact-pg-boss-upgrade.test.ts',
  'contact-pg-start-wait.test.ts': 'server/contact/contact-pg-start-wait.test.ts',
  'contact-telegram-message.test.ts': 'server/contact/contact-telegram-message.test.ts',
  'contact-rate-limit-sweep.test.ts': 'server/contact/rate-limit-sweep.test.ts',
  'observability.test.ts': 'server/observability/observability.test.ts',
  'server-hostile-client.test.ts': 'server/server-hostile-client.test.ts',
  'server-http-errors.test.ts': 'server/server-http-errors.test.ts',
  'server-limits.test.ts': 'server/server-limits.test.ts',
  'server-static.test.ts': 'server/server-static.test.ts',
  'analytics-track.test.ts': 'src/analytics/track.test.ts',
  'calculator-models.test.ts': 'src/calculators/calculator-models.test.ts',
  'calculator-engine.test.ts': 'src/calculators/engine.test.ts',
  'cookie-consent-boot.test.ts': 'src/consent/cookie-consent-boot.test.ts',
  'cookie-consent-view.test.ts': 'src/consent/cookie-consent-view.test.ts',
  'contact-form-view.test.tsx': 'src/contact/contact-form-view.test.tsx',
  'contact-message-limit.test.ts': 'src/contact/contact-message-limit.test.ts',
  'follow-numbers.test.ts': 'src/i18n/follow-numbers.test.ts',
  'follow-sections.test.ts': 'src/i18n/follow-sections.test.ts',
  'language-table.test.ts': 'src/i18n/language-table.test.ts',
  'xliff.test.ts': 'src/i18n/xliff.test.ts',
  'i18n-foundation.test.ts': 'src/i18n/i18n-foundation.test.ts',
  'i18n-interface.test.tsx': 'src/i18n/i18n-interface.test.tsx',
  'images-check.test.ts': 'src/images/check.test.ts',
  'images-plan.test.ts': 'src/images/plan.test.ts',
  'images-variants.test.ts': 'src/images/variants.test.ts',
  'images-vite-plugin.test.ts': 'src/images/vite-plugin.test.ts',
  'contact-form-machine.test.ts': 'src/machines/contact-form.machine.test.ts',
  'cookie-consent.machine.test.ts': 'src/machines/cookie-consent.machine.test.ts',
  'machine-inspector.test.ts': 'src/machines/machine-inspector.test.ts',
  'machine-source.test.ts': 'src/machines/machine-source.test.ts',
  'contact-field-hygiene.test.ts': 'src/rules/contact-field-hygiene.test.ts',
  'contact-rules.test.ts': 'src/rules/contact-rules.test.ts',
  'cookie-consent.record.test.ts': 'src/rules/cookie-consent.record.test.ts',
  'leads-book.test.ts': 'src/leads/leads-book.test.ts',
  'content-reuse.test.ts': 'src/runtime/content-reuse.test.ts',
  'feature-diagnostics.test.ts': 'src/runtime/feature-diagnostics.test.ts',
  'format-locale.test.ts': 'src/runtime/format-locale.test.ts',
  'pipeline-passes.test.ts': 'src/runtime/pipeline/pipeline-passes.test.ts',
  'release-build.test.ts': 'src/runtime/pipeline/release-build.test.ts',
  'translations-validate.test.ts': 'src/runtime/pipeline/translations-validate.test.ts',
  'glossary.test.ts': 'src/runtime/glossary.test.ts',
  'rich-text.test.ts': 'src/runtime/rich-text.test.ts',
  'routes.test.ts': 'src/runtime/routes.test.ts',
  'tokens.test.ts': 'src/runtime/tokens.test.ts',
  'translations-content.test.ts': 'src/runtime/translations-content.test.ts',
  'typography.test.ts': 'src/runtime/typography.test.ts',
  'images-picture.test.tsx': 'src/sections/images-picture.test.tsx',
  'json-ld.test.ts': 'src/sections/json-ld.test.ts',
  'new-section.test.ts': 'src/sections/new-section.test.ts',
  'page-view.test.ts': 'src/sections/page-view.test.ts',
  'pages-sections.test.tsx': 'src/sections/pages-sections.test.tsx',
  'registry.test.tsx': 'src/sections/registry.test.tsx',
  'section-gallery.test.tsx': 'src/sections/section-gallery.test.tsx',
  'studio-store.test.ts': 'src/studio/store/studio-store.test.ts',
  'studio-build-tree.test.ts': 'src/studio/releases/build-tree.test.ts',
  'studio-form-fields.test.tsx': 'src/studio/studio-form-fields.test.tsx',
  'studio-form-roundtrip.test.tsx': 'src/studio/studio-form-roundtrip.test.tsx',
  'studio-history-merge.test.ts': 'src/studio/studio-history-merge.test.ts',
  'studio-labels.test.ts': 'src/studio/studio-labels.test.ts',
  'studio-navigation-place.test.ts': 'src/studio/studio-navigation-place.test.ts',
  'studio-numbers-follow.test.ts': 'src/studio/translations/numbers-follow.test.ts',
  'studio-photos.test.ts': 'src/studio/photos/photos.test.ts',
  'studio-preview.test.ts': 'src/studio/studio-preview.test.ts',
  'studio-publish.test.ts': 'src/studio/releases/publish.test.ts',
  'studio-server.test.ts': 'src/studio/studio-server.test.ts',
  'studio.test.ts': 'src/studio/studio.test.ts',
  'i18n-catalogues.test.ts': 'src/ui/i18n-catalogues.test.ts',
  'decisions-index.test.ts': 'tests/repo/decisions-index.test.ts',
  'docs-paths.test.ts': 'tests/repo/docs-paths.test.ts',
  'function-length.test.ts': 'tests/repo/function-length.test.ts',
  'install-scripts.test.ts': 'tests/repo/install-scripts.test.ts',
  'main-action.test.ts': 'tests/repo/main-action.test.ts',
  'services-content.test.ts': 'tests/repo/services-content.test.ts',
  'translation-copy.test.ts': 'tests/repo/translation-copy.test.ts',
  'privacy-lead-retention.test.ts': 'tests/repo/privacy-lead-retention.test.ts',
}
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

/** The folder of the module a test imports first from the source folders (not tests/), or null. */
export function firstModuleFolder(text: string, fromDir: string): string | null {
  for (const m of text.matchAll(RESOLVED)) {
    const target = path.posix.join(fromDir, m[3]!)
    if (/^(src|server|scripts|deploy)\//.test(target) && exists(fromDir, m[3]!)) return path.posix.dirname(target)
  }
  return null
}

/** Each test of tests/unit/ with its destination: TEST_PLACES's, or beside its first imported module. */
export function planned(
  tests: readonly string[],
  read: (file: string) => string,
): { from: string; to: string; guessed: boolean }[] {
  return tests.map((from) => {
    const name = path.posix.basename(from)
    const place = TEST_PLACES[name]
    if (place) return { from, to: place, guessed: false }
    const folder = firstModuleFolder(read(from), path.posix.dirname(from))
    if (!folder)
      throw new Error(`${from}: not in TEST_PLACES and imports no module of src/, server/, scripts/ or deploy/`)
    return { from, to: path.posix.join(folder, name), guessed: true }
  })
}

function move(folder: string, arg: string): [string, string] {
  const [from, rename] = arg.split('=') as [string, string | undefined]
  const to = path.posix.join(folder, rename ?? path.posix.basename(from))
  if (existsSync(path.join(ROOT, to))) throw new Error(`${to} exists already`)
  const text = repoint(readFileSync(path.join(ROOT, from), 'utf8'), path.posix.dirname(from), folder)
  mkdirSync(path.join(ROOT, folder), { recursive: true })
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

/** The tests still in tests/unit/. */
function unitTests(): string[] {
  const dir = path.join(ROOT, UNIT)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => /\.test\.tsx?$/.test(f))
    .sort()
    .map((f) => `${UNIT}/${f}`)
}

function main(args: string[]): void {
  let moves: [string, string][]
  if (args[0] === '--plan') {
    const plan = planned(unitTests(), (f) => readFileSync(path.join(ROOT, f), 'utf8'))
    for (const p of plan.filter((p) => p.guessed)) console.log(`not in TEST_PLACES, beside its first import: ${p.to}`)
    const taken = plan.filter((p) => existsSync(path.join(ROOT, p.to))).map((p) => p.to)
    if (taken.length) throw new Error(`nothing moved: these places are taken already: ${taken.join(', ')}`)
    moves = plan.map((p) => move(path.posix.dirname(p.to), `${p.from}=${path.posix.basename(p.to)}`))
  } else {
    const [folder, ...tests] = args
    if (!folder || !tests.length)
      throw new Error('usage: npx tsx scripts/move-tests.ts --plan | <folder> <test file>...')
    moves = tests.map((t) => move(folder.replace(/\/$/, ''), t))
  }
  rewriteMentions(moves)
  // A re-pointed import may fit on fewer lines: the house format, as `npx biome format --write` would.
  if (moves.length) execFileSync('npx', ['biome', 'format', '--write', ...moves.map(([, to]) => to)], { cwd: ROOT })
  for (const [from, to] of moves) console.log(`${from} -> ${to}`)
  console.log(`${moves.length} tests moved`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main(process.argv.slice(2))
