import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { measure, type ScaleResult, type ScaleRun, scaleSection, scaleVerdicts, visitorBytes } from './scale.js'

const fig = (value: number) => ({ value, load: 0.5 })
function run(factor: number, pages: number, over: Partial<ScaleRun> = {}): ScaleRun {
  return {
    factor,
    documents: pages,
    pages,
    validateSeconds: fig(pages / 200),
    validatePeakMb: fig(300),
    buildSeconds: fig(pages / 20),
    buildPeakMb: fig(800),
    buildLargestProcessMb: fig(700),
    oneWordSeconds: fig(1),
    htmlGzipMedian: 9000,
    scriptGzipMedian: 3500,
    studioStartMs: fig(2000),
    previewMedianMs: fig(90),
    previewP95Ms: fig(150),
    saveMedianMs: fig(100),
    saveP95Ms: fig(200),
    publishSeconds: fig(3),
    ...over,
  }
}

describe('the scale bench', () => {
  const dirs: string[] = []
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
  })

  it("counts the memory of a command's grandchildren, not only of the process it started", async () => {
    // sh -> node holding 200 MB (the shell waits, it does not exec): the peak must see node's memory under it.
    const m = await measure(
      'sh',
      [
        '-c',
        `${process.execPath} -e "const b = Buffer.alloc(200 * 2 ** 20, 1); setTimeout(() => b.length, 800)"; exit 0`,
      ],
      os.tmpdir(),
    )
    expect(m.peakMb).toBeGreaterThan(200)
    expect(m.largestMb).toBeGreaterThan(200)
    expect(m.peakMb).toBeGreaterThanOrEqual(m.largestMb)
  })

  it('refuses a command that fails, with its output', async () => {
    await expect(measure('sh', ['-c', 'echo broken >&2; exit 3'], os.tmpdir())).rejects.toThrow(/broken/)
  })

  it('measures the median page and the scripts it names, gzip', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'scale-visitor-'))
    dirs.push(dir)
    mkdirSync(path.join(dir, 'assets'))
    mkdirSync(path.join(dir, 'a'))
    writeFileSync(path.join(dir, 'assets/page.js'), 'x'.repeat(10_000))
    writeFileSync(path.join(dir, 'assets/island.js'), 'console.log(1)')
    const page = (extra: string) =>
      `<html><head><script type="module" src="/assets/page.js"></script>${extra}</head><body>hei</body></html>`
    writeFileSync(path.join(dir, 'index.html'), page(''))
    writeFileSync(path.join(dir, 'a/index.html'), page('<link rel="modulepreload" href="/assets/island.js">'))
    writeFileSync(path.join(dir, '404.html'), page(''))
    const sizes = visitorBytes(dir)
    expect(sizes.pages).toBe(3)
    expect(sizes.html).toBeGreaterThan(50)
    // The page script alone on two of three pages: the median is its size, gzip (far under 10 000 B).
    expect(sizes.scripts).toBeGreaterThan(20)
    expect(sizes.scripts).toBeLessThan(200)
  })

  it('judges the budgets at the largest factor against the 1x figures of the same run', () => {
    const within: ScaleResult = {
      fullBuild: 'npm run build -- --full',
      keystrokes: 30,
      saves: 20,
      runs: [run(1, 250), run(20, 5000, { buildPeakMb: fig(1400), oneWordSeconds: fig(2) })],
    }
    expect(scaleVerdicts(within).every((v) => v.ok)).toBe(true)
    const over: ScaleResult = {
      ...within,
      runs: [
        run(1, 250),
        run(20, 5000, {
          buildSeconds: fig(400),
          buildPeakMb: fig(2400),
          oneWordSeconds: fig(60),
          previewP95Ms: fig(900),
          publishSeconds: fig(9),
        }),
      ],
    }
    const verdicts = scaleVerdicts(over)
    expect(verdicts.filter((v) => !v.ok).map((v) => v.budget)).toEqual([
      'full build per page at 20x ≤ 1.1× the 1x figure',
      'peak memory of the full build at 20x ≤ 1.5 GB',
      'build after a one-word change at 20x ≤ 3 s',
      'build after a one-word change at 20x ≤ 0.1× its full build',
      'publish of a one-word change to live at 20x ≤ 5 s',
      'studio preview p95 at 20x ≤ 200 ms',
    ])
    const section = scaleSection(over, 'Measured today.')
    expect(section).toContain('| full build | 12.5 s [0.5] | 400.0 s [0.5] (32.00×) |')
    expect(section).toContain('| full build per page | 50 ms [0.5] | 80 ms [0.5] (1.60×) |')
    expect(section).toContain('**over**')
  })
})
