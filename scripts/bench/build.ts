/**
 * Build time: wall time of `npm run validate`, `npm run types` and
 * `npx vike build` (client + server + prerender), each run alone, one after
 * the other. The build leaves a fresh dist/ that the other parts use.
 */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { ROOT, timeCommand } from './support.js'

export interface BuildResult {
  validateSeconds: number
  typesSeconds: number
  vikeBuildSeconds: number
  totalSeconds: number
  prerenderedPages: number
  /** vike build seconds / prerendered pages. */
  secondsPerPage: number
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

export function benchBuild(): BuildResult {
  const validate = timeCommand('npm', ['run', 'validate'])
  const types = timeCommand('npm', ['run', 'types'])
  const vike = timeCommand('npx', ['vike', 'build'])
  // Vike prints "✓ 55 HTML documents pre-rendered."; count the files if the wording changes.
  const printed = /(\d+) HTML documents? pre-rendered/.exec(vike.output)
  const prerenderedPages = printed ? Number(printed[1]) : countHtml(path.join(ROOT, 'dist/client'))
  return {
    validateSeconds: validate.seconds,
    typesSeconds: types.seconds,
    vikeBuildSeconds: vike.seconds,
    totalSeconds: validate.seconds + types.seconds + vike.seconds,
    prerenderedPages,
    secondsPerPage: vike.seconds / prerenderedPages,
  }
}
