/**
 * npm run bench: measures the site on this machine and writes
 * docs/benchmarks.md (figures beside a same-run baseline and the targets).
 *
 *   npm run bench                      every part, in the order below
 *   npm run bench -- lighthouse        one part (or several: -- assets server)
 *   npm run bench -- lighthouse --runs 1   quick pass (--runs: Lighthouse runs per page and side, default 3;
 *                                         builds: --build-runs, default 2, or 1 with --runs 1)
 *   npm run bench -- lighthouse --pages calculator   only the pages whose name contains the text (the other
 *                                         pages keep their last figures, and the report says so)
 *   npm run bench -- --report          rewrite docs/benchmarks.md from results.json only
 *
 * BENCH_PORT_BASE (4213) moves the seven ports the parts use (base .. base+6).
 *
 * Parts: build, assets, server, lighthouse, contact, validate (`-- validate --before <rev>`
 * times `npm run validate` in a worktree of rev too; default the merge base with main), studio,
 * languages (validate + prerender of every language beside Finnish only, in a copy of the tree),
 * phone (390x844, 400 kbps, 400 ms, CPU 4x; `--phone-runs`, default 5; port base+13), publish (the
 * studio on the server publishing and rolling back under a 50 requests/s client; ports base+14..16), inbox (the
 * studio's lead inbox with `--leads` generated leads, default 100 000, on SQLite and a throw-away PostgreSQL;
 * also writes docs/benchmarks/inbox.md), scale (the site at `--factors` times its services, cities and
 * examples, default 1,5,20, in throwaway copies: validate, full build, peak memory, a one-word change,
 * page sizes, the studio; studio port base+6). Each part's figures are
 * kept in docs/benchmarks/results.json, so a part run alone updates its own
 * section and leaves the others as they were. Builds first when dist/ is
 * missing or older than the sources (the build part always builds).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { benchAssets } from './assets.js'
import { benchBuild, previousBuildSeconds } from './build.js'
import { renderBenchmarks } from './document.js'
import { benchLighthouse, mergeLighthouse } from './lighthouse.js'
import { benchServer } from './server.js'
import { benchPublicGets } from './public-gets.js'
import { benchValidate } from './validate.js'
import { benchLanguages } from './languages.js'
import { benchStudio } from './studio.js'
import { benchPhone } from './phone.js'
import { benchPublish } from './publish.js'
import { benchInbox, inboxSection, writeInboxPage } from './inbox.js'
import { benchScale } from './scale.js'
import { previousJsFigures } from './js-cases.js'
import { ROOT, describeMachine, ensureBuild, machineLine, readResults, saveResult } from './support.js'

const PARTS = [
  'build',
  'assets',
  'server',
  'lighthouse',
  'contact',
  'validate',
  'studio',
  'languages',
  'phone',
  'publish',
  'inbox',
  'scale',
] as const
type Part = (typeof PARTS)[number]

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    'phone-runs': { type: 'string', default: '5' },
    'build-runs': { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    report: { type: 'boolean', default: false },
    before: { type: 'string' },
    leads: { type: 'string', default: '100000' },
    factors: { type: 'string', default: '1,5,20' },
  },
})

const unknown = positionals.filter((p) => !(PARTS as readonly string[]).includes(p))
if (unknown.length) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}.`)
  process.exit(2)
}
const runs = Number(values.runs)
const buildRuns = values['build-runs'] !== undefined ? Number(values['build-runs']) : Math.min(2, runs)
const phoneRuns = Number(values['phone-runs'])
for (const [name, n] of [
  ['--runs', runs],
  ['--build-runs', buildRuns],
  ['--phone-runs', phoneRuns],
  ['--leads', Number(values.leads)],
] as const) {
  if (!Number.isInteger(n) || n < 1) {
    console.error(`${name} must be a whole number of at least 1`)
    process.exit(2)
  }
}
const parts: Part[] = values.report
  ? []
  : positionals.length
    ? PARTS.filter((p) => positionals.includes(p))
    : [...PARTS]

for (const part of parts) {
  const started = Date.now()
  console.log(`[bench] ${part}`)
  if (!['build', 'contact', 'validate', 'studio', 'languages', 'publish', 'inbox', 'scale'].includes(part))
    ensureBuild()
  const machine = describeMachine()
  switch (part) {
    case 'build':
      saveResult(
        part,
        benchBuild({ runs: buildRuns, previousSeconds: previousBuildSeconds(readResults().build?.data) }),
        machine,
      )
      break
    case 'assets':
      saveResult(part, await benchAssets(previousJsFigures(readResults().assets?.data)), machine)
      break
    case 'server':
      saveResult(
        part,
        await benchServer({ durationSeconds: Number(values.duration), connections: Number(values.connections) }),
        machine,
      )
      saveResult(
        'publicGets',
        await benchPublicGets({ durationSeconds: Number(values.duration), connections: Number(values.connections) }),
        machine,
      )
      break
    case 'lighthouse':
      saveResult(
        part,
        values.pages
          ? mergeLighthouse(await benchLighthouse({ runs, only: values.pages }), readResults().lighthouse?.data)
          : await benchLighthouse({ runs }),
        machine,
      )
      break
    case 'validate': {
      const build = readResults().build?.data as { vikeBuildSeconds?: number } | undefined
      saveResult(
        part,
        benchValidate({ runs, before: values.before, vikeBuildSeconds: build?.vikeBuildSeconds }),
        machine,
      )
      break
    }
    case 'studio':
      saveResult(part, await benchStudio(), machine)
      break
    case 'languages':
      saveResult(part, benchLanguages({ runs: buildRuns }), machine)
      break
    case 'phone':
      saveResult(part, await benchPhone({ runs: phoneRuns }), machine)
      break
    case 'publish':
      saveResult(part, await benchPublish(), machine)
      break
    case 'inbox': {
      const r = await benchInbox({ leads: Number(values.leads) })
      saveResult(part, r, machine)
      writeInboxPage(inboxSection(r, machineLine(machine)))
      break
    }
    case 'scale': {
      const factors = values.factors.split(',').map(Number)
      if (factors[0] !== 1 || factors.some((f) => !Number.isInteger(f) || f < 1)) {
        console.error('--factors: whole numbers, the first 1 (the baseline), e.g. 1,5,20')
        process.exit(2)
      }
      saveResult(part, await benchScale({ factors }), machine)
      break
    }
    case 'contact': {
      // contact-api.ts also rewrites its own page; keep that page (and its hand-written note) as it was.
      const own = path.join(ROOT, 'docs/benchmarks/contact-api.md')
      const before = existsSync(own) ? readFileSync(own, 'utf8') : undefined
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/contact-api.ts'], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      if (r.status !== 0) throw new Error(`contact benchmark failed (${r.status})\n${r.stdout}`)
      if (before !== undefined) writeFileSync(own, before)
      saveResult(part, { markdown: r.stdout })
      break
    }
  }
  console.log(`[bench] ${part} done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

const file = path.join(ROOT, 'docs/benchmarks.md')
const notesFile = path.join(ROOT, 'docs/benchmarks/notes.md')
writeFileSync(
  file,
  renderBenchmarks(readResults(), existsSync(notesFile) ? readFileSync(notesFile, 'utf8') : undefined),
)
console.log(`[bench] wrote ${path.relative(ROOT, file)}`)
