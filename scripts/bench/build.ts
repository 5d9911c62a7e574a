/**
 * Build time, as `npm run build` does it: content validation
 * (scripts/validate-content.ts) and then `vike build` (client + server +
 * prerender), each timed alone (the binaries from node_modules/.bin, so npm's
 * and npx's own start-up is not counted). Repeated `runs` times; the report
 * shows the median of each step and of their sum. Vite's "built in" line of
 * each environment splits `vike build`: the client bundle, then the server
 * bundle, whose writeBundle hook is where Vike prerenders the pages. The build
 * leaves a fresh dist/ that the other parts use.
 */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { median } from './report.js'
import { ROOT, timeCommand } from './support.js'

interface BuildRun {
  validateSeconds: number
  vikeBuildSeconds: number
  /** Vite's "built in" time of each environment from vike's output: [client, server + prerender]. */
  bundleSeconds: number[]
}

export interface BuildResult {
  runs: BuildRun[]
  /** Medians over the runs. */
  validateSeconds: number
  vikeBuildSeconds: number
  /** Median of (validate + vike build) per run. */
  totalSeconds: number
  /** Median of the client environment's "built in" time. */
  clientSeconds: number
  /** Median of the server environment's "built in" time, which includes the prerender (Vike runs it in writeBundle). */
  serverPrerenderSeconds: number
  prerenderedPages: number
  /** The run before's validate + vike build (its medians), as the baseline. */
  previousSeconds?: number
}

/** validate + vike build of an earlier result (this shape or the older one with the same two fields). */
export function previousBuildSeconds(old: unknown): number | undefined {
  if (typeof old !== 'object' || old === null) return undefined
  const o = old as { validateSeconds?: unknown; vikeBuildSeconds?: unknown }
  return typeof o.validateSeconds === 'number' && typeof o.vikeBuildSeconds === 'number'
    ? o.validateSeconds + o.vikeBuildSeconds
    : undefined
}

function countHtml(dir: string): number {
  let n = 0
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) n += entry === 'assets' ? 0 : countHtml(full)
    else if (entry.endsWith('.html')) n++
  }
  return n
}

/** Vite's "✓ built in 2.34s" / "built in 812ms" lines, in seconds. */
export function builtInSeconds(output: string): number[] {
  return [...output.matchAll(/built in (\d+(?:\.\d+)?)\s*(ms|s)\b/g)].map(
    (m) => Number(m[1]) / (m[2] === 'ms' ? 1000 : 1),
  )
}

export function benchBuild(opts: { runs?: number; previousSeconds?: number } = {}): BuildResult {
  const runs: BuildRun[] = []
  let prerenderedPages = 0
  const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name)
  for (let i = 0; i < (opts.runs ?? 2); i++) {
    console.log(`[bench] build ${i + 1}/${opts.runs ?? 2}`)
    const validate = timeCommand(bin('tsx'), ['scripts/validate-content.ts'])
    const vike = timeCommand(bin('vike'), ['build'])
    // Vike prints "✓ 55 HTML documents pre-rendered."; count the files if the wording changes.
    const printed = /(\d+) HTML documents? pre-rendered/.exec(vike.output)
    prerenderedPages = printed ? Number(printed[1]) : countHtml(path.join(ROOT, 'dist/client'))
    runs.push({
      validateSeconds: validate.seconds,
      vikeBuildSeconds: vike.seconds,
      bundleSeconds: builtInSeconds(vike.output),
    })
  }
  return {
    runs,
    validateSeconds: median(runs.map((r) => r.validateSeconds)),
    vikeBuildSeconds: median(runs.map((r) => r.vikeBuildSeconds)),
    totalSeconds: median(runs.map((r) => r.validateSeconds + r.vikeBuildSeconds)),
    clientSeconds: median(runs.map((r) => r.bundleSeconds[0] ?? 0)),
    serverPrerenderSeconds: median(runs.map((r) => r.bundleSeconds[1] ?? 0)),
    prerenderedPages,
    ...(opts.previousSeconds !== undefined ? { previousSeconds: opts.previousSeconds } : {}),
  }
}
