import { describe, expect, it } from 'vitest'
import type { AssetsResult, JsCase } from './assets.js'
import { builtInSeconds, previousBuildSeconds, type BuildResult } from './build.js'
import {
  buildBudgetRow,
  jsBudgetRows,
  largestScripts,
  lighthouseBudgetRows,
  renderBenchmarks,
  signed,
} from './document.js'
import { JS_CASES, judgeJsCase, previousJsFigures } from './js-cases.js'
import type { LighthouseResult, LighthouseRun } from './lighthouse.js'
import { mergeLighthouse, summarize } from './lighthouse.js'
import { compareToTarget, formatBytes, markdownTable, median, percentile, targetLabel } from './report.js'
import { stripScripts } from './stripped.js'
import type { Machine } from './support.js'

const KB = 1024

describe('benchmark report formatting', () => {
  it('writes a Markdown table with a header, an alignment row and one line per row', () => {
    const table = markdownTable(
      ['Page', 'JS gzip', 'Files'],
      [
        ['Home', '133.5 KB', 5],
        ['Blogi | artikkeli', '120.0 KB', 4],
      ],
    )
    expect(table.split('\n')).toEqual([
      '| Page | JS gzip | Files |',
      '|---|---|---:|',
      '| Home | 133.5 KB | 5 |',
      '| Blogi \\| artikkeli | 120.0 KB | 4 |',
    ])
  })

  it('takes explicit alignment and refuses a row with the wrong number of cells', () => {
    expect(markdownTable(['a', 'b'], [[1, 2]], ['left', 'right']).split('\n')[1]).toBe('|---|---:|')
    expect(() => markdownTable(['a', 'b'], [[1]])).toThrow(/row 0 has 1 cells/)
  })

  it('says whether a figure meets its target and by how much', () => {
    const jsTarget = { limit: 90 * 1024, kind: 'max' as const, format: formatBytes }
    expect(compareToTarget(133.5 * 1024, jsTarget)).toBe('**missed** by 43.5 KB')
    expect(compareToTarget(80 * 1024, jsTarget)).toBe('met (10.0 KB under)')
    expect(compareToTarget(0.94, { limit: 0.5, kind: 'min' })).toBe('met (0.44 over)')
    expect(compareToTarget(82, { limit: 90, kind: 'min' })).toBe('**missed** by 8')
    expect(targetLabel(jsTarget)).toBe('≤ 90.0 KB')
  })

  it('formats bytes, signed differences and the largest scripts, and takes medians', () => {
    expect(formatBytes(812)).toBe('812 B')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.00 MB')
    expect(median([3, 1, 2])).toBe(2)
    expect(percentile([5, 1, 4, 2, 3], 95)).toBe(5)
    expect(
      percentile(
        Array.from({ length: 40 }, (_, i) => 40 - i),
        95,
      ),
    ).toBe(38)
    expect(percentile([7], 50)).toBe(7)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(signed(-8)).toBe('−8')
    expect(signed(120, (v) => `${v} ms`)).toBe('+120 ms')
    expect(signed(0.2)).toBe('±0')
    expect(
      largestScripts(
        [
          { url: '/assets/a.js', gzip: 100 },
          { url: '/assets/chunks/b.js', gzip: 3000 },
          { url: '/c.js', gzip: 50 },
        ],
        2,
      ),
    ).toBe('b.js 2.9 KB, a.js 100 B')
  })
})

// ---------------------------------------------------------------- JavaScript budget

function jsCase(id: string, scripts: [string, number][]): JsCase {
  const spec = JS_CASES.find((c) => c.id === id)!
  const list = scripts.map(([url, gzip]) => ({
    url,
    gzip,
    raw: gzip * 3,
    transferred: gzip,
    encoding: 'gzip',
    atMs: 100,
  }))
  return {
    ...spec,
    scripts: list,
    jsGzip: list.reduce((a, s) => a + s.gzip, 0),
    jsRaw: list.reduce((a, s) => a + s.raw, 0),
    cssGzip: 0,
    bannerShown: spec.visitor === 'first',
    loadMs: 400,
  }
}

const machine: Machine = {
  cpu: 'Test CPU',
  cores: 2,
  memoryGb: 4,
  os: 'Linux',
  node: 'v20',
  chromium: 'Chromium 1',
  date: '2026-11-22',
  load: 1.5,
}

describe('JavaScript budget', () => {
  it('holds a static page to 5 KB and a first visit to 30 KB', () => {
    const big = jsCase('returning-blog', [
      ['/assets/react.js', 60 * KB],
      ['/assets/loader.js', 1 * KB],
    ])
    expect(judgeJsCase(big)).toMatchObject({
      counted: 61 * KB,
      limit: 5 * KB,
      met: false,
      over: 56 * KB,
      islandGzip: 0,
    })
    expect(judgeJsCase(jsCase('returning-service', [['/assets/loader.js', 800]]))).toMatchObject({ met: true, over: 0 })
    expect(judgeJsCase(jsCase('first-blog', [['/assets/consent.js', 29 * KB]]))).toMatchObject({
      limit: 30 * KB,
      met: true,
    })
    expect(judgeJsCase(jsCase('returning-home', [['/assets/x.js', 99 * KB]]))).toBeNull()
  })

  it("counts a calculator page's own scripts as its island and the rest against the static budget", () => {
    const reference = jsCase('returning-service', [['/assets/loader.js', 1 * KB]])
    const calc = jsCase('returning-calculator', [
      ['/assets/loader.js', 1 * KB],
      ['/assets/calculator.js', 20 * KB],
      ['/assets/react.js', 60 * KB],
    ])
    const v = judgeJsCase(calc, reference)!
    expect(v.island.map((s) => s.url)).toEqual(['/assets/react.js', '/assets/calculator.js'])
    expect(v.islandGzip).toBe(80 * KB)
    expect(v.counted).toBe(1 * KB)
    expect(v.met).toBe(true)
    expect(() => judgeJsCase(calc)).toThrow(/reference/)
  })

  it('reads the previous figures from either results shape', () => {
    expect(previousJsFigures({ cases: [{ id: 'returning-blog', jsGzip: 4000 }, { id: 'x' }] })).toEqual({
      'returning-blog': 4000,
    })
    const old = previousJsFigures({ pages: [{ path: '/blogi/saunan-remontti', js: { gzip: 131_000 } }] })
    expect(old['returning-blog']).toBe(131_000)
    expect(old['first-blog']).toBe(131_000)
    expect(old['returning-service']).toBeUndefined()
    expect(previousJsFigures(undefined)).toEqual({})
  })

  it('writes a budget row per case: measured, baseline, target, result and the largest scripts when missed', () => {
    const result: AssetsResult = {
      windowMs: 3000,
      reactRuntime: { raw: 190 * KB, gzip: 60 * KB, brotli: 52 * KB },
      chunks: [
        {
          file: 'chunks/react-AB.js',
          sizes: { raw: 180 * KB, gzip: 60 * KB, brotli: 50 * KB },
          usedBy: [],
          holds: 'React 90 %, our code 7 %, Vike 1 %',
          topModules: [],
        },
      ],
      previous: { 'returning-blog': 128.7 * KB },
      cases: [
        jsCase('returning-blog', [
          ['/assets/chunks/react-AB.js', 60 * KB],
          ['/assets/entries/page.js', 2 * KB],
        ]),
        jsCase('returning-service', [['/assets/loader.js', 1 * KB]]),
        jsCase('returning-calculator', [
          ['/assets/loader.js', 1 * KB],
          ['/assets/calculator.js', 20 * KB],
        ]),
      ],
    }
    const [blog, service, calc, calcScript] = jsBudgetRows(result)
    expect(blog).toMatchObject({
      measured: '62.0 KB (2 scripts)',
      baseline: 'React + ReactDOM 60.0 KB; previous run 128.7 KB',
      target: '≤ 5.0 KB',
      result: '**missed** by 57.0 KB',
      why: 'largest: react-AB.js 60.0 KB (React 90 %, our code 7 %), page.js 2.0 KB',
    })
    expect(service).toMatchObject({ result: 'met (4.0 KB under)', why: '' })
    expect(calc).toMatchObject({
      measured: '21.0 KB = island 20.0 KB + rest 1.0 KB',
      target: 'island + ≤ 5.0 KB',
      result: 'met (4.0 KB under)',
      why: 'island: calculator.js 20.0 KB',
    })
    // What the browser runs for the calculator, everything it imports included, at most 15 KB.
    expect(calcScript).toMatchObject({
      measured: '20.0 KB (1 script)',
      target: '≤ 15.0 KB',
      result: '**missed** by 5.0 KB',
      why: 'largest: calculator.js 20.0 KB',
    })
    const light = jsBudgetRows({
      ...result,
      cases: [
        result.cases[1]!,
        jsCase('returning-calculator', [
          ['/assets/loader.js', 1 * KB],
          ['/assets/calc.js', 12 * KB],
        ]),
      ],
    })
    expect(light.at(-1)).toMatchObject({ result: 'met (3.0 KB under)', why: '' })
  })
})

// ---------------------------------------------------------------- Lighthouse and build budgets

function run(performance: number, tbtMs: number, extra: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    fcpMs: 900,
    lcpMs: 1500,
    tbtMs,
    cls: 0,
    transferBytes: 100_000,
    holdbacks: [],
    opportunities: [],
    scriptTime: [],
    benchmarkIndex: 1000,
    warnings: [],
    ...extra,
  }
}

describe('Lighthouse and build budgets', () => {
  it('keeps the pages a --pages run did not measure, in the order of the list, and says which', () => {
    const page = (name: string, score: number) => ({
      name,
      path: '/',
      page: summarize([run(score, 0)]),
      stripped: summarize([run(score, 0)]),
    })
    const base = { runsPerPage: 3, lighthouseVersion: '12', strippedCopy: { pages: 1, removed: 1 } }
    const earlier: LighthouseResult = { ...base, pages: [page('Home', 90), page('Service page with calculator', 70)] }
    const now: LighthouseResult = { ...base, pages: [page('Service page with calculator', 99)] }
    const merged = mergeLighthouse(now, earlier)
    expect(merged.pages.map((p) => [p.name, p.page.median.performance])).toEqual([
      ['Home', 90],
      ['Service page with calculator', 99],
    ])
    expect(merged.keptFromEarlier).toEqual(['Home'])
    expect(mergeLighthouse(now, undefined)).toEqual(now)
  })

  it('takes each figure as its own median and keeps the run with the median score', () => {
    const m = summarize([run(90, 300), run(70, 100), run(80, 900)])
    expect(m.median).toMatchObject({ performance: 80, tbtMs: 300 })
    expect(m.typical.tbtMs).toBe(900)
  })

  it('compares each page with its stripped copy and says why it falls short', () => {
    const slow = run(88, 420, {
      scriptTime: [
        { url: '/assets/chunks/chunk-big.js', totalMs: 640, scriptingMs: 500 },
        { url: '/', totalMs: 90, scriptingMs: 10 },
      ],
      holdbacks: [
        {
          category: 'performance',
          id: 'total-blocking-time',
          title: 'Total Blocking Time',
          displayValue: '420 ms',
          pointsLost: 9,
        },
      ],
    })
    const l: LighthouseResult = {
      runsPerPage: 1,
      lighthouseVersion: '12.8.2',
      strippedCopy: { pages: 55, removed: 300 },
      pages: [
        { name: 'Home', path: '/', page: summarize([slow]), stripped: summarize([run(100, 20)]) },
        {
          name: 'Blog article',
          path: '/blogi/x',
          page: summarize([run(100, 30)]),
          stripped: summarize([run(100, 10)]),
        },
      ],
    }
    const [perf, tbt, perf2, tbt2] = lighthouseBudgetRows(l)
    expect(perf).toMatchObject({
      measured: '88',
      baseline: '100 without scripts',
      target: '= stripped (100)',
      result: '**missed** by 12',
    })
    expect(perf!.why).toBe(
      'vs stripped: TBT +400 ms, FCP ±0, LCP ±0; main-thread time: chunk-big.js 640 ms, the HTML document 90 ms',
    )
    expect(tbt).toMatchObject({
      measured: '420 ms',
      baseline: '20 ms without scripts',
      target: '≤ 50 ms',
      result: '**missed** by 370 ms',
      why: 'main-thread time: chunk-big.js 640 ms, the HTML document 90 ms',
    })
    expect(perf2).toMatchObject({ result: 'met (equal)', why: '' })
    expect(tbt2).toMatchObject({ result: 'met (20 ms under)', why: '' })
  })

  it('reports the build against 10 s, with the split when missed', () => {
    const b: BuildResult = {
      runs: [],
      validateSeconds: 2,
      vikeBuildSeconds: 14,
      totalSeconds: 16,
      clientSeconds: 2,
      serverPrerenderSeconds: 10,
      prerenderedPages: 55,
      previousSeconds: 29.6,
    }
    expect(buildBudgetRow(b)).toMatchObject({
      measured: '16.0 s (2.0 s + 14.0 s)',
      baseline: 'previous run 29.6 s',
      result: '**missed** by 6.0 s',
      why: 'validate 2.0 s; vike build 14.0 s: client bundle 2.0 s, server bundle + prerender 10.0 s, start-up and the rest 2.0 s',
    })
    expect(
      buildBudgetRow({ ...b, validateSeconds: 1, vikeBuildSeconds: 7, totalSeconds: 8, previousSeconds: undefined }),
    ).toMatchObject({ result: 'met (2.0 s under)', baseline: 'no previous run', why: '' })
    expect(builtInSeconds('✓ built in 2.34s\nsomething\n✓ built in 812ms\n')).toEqual([2.34, 0.812])
    expect(previousBuildSeconds({ validateSeconds: 7.2, typesSeconds: 4.6, vikeBuildSeconds: 22.4 })).toBeCloseTo(29.6)
  })

  it('renders the budgets table and skips results of the older shape', () => {
    const md = renderBenchmarks({
      build: {
        machine,
        data: {
          runs: [{ validateSeconds: 1, vikeBuildSeconds: 5, bundleSeconds: [2, 1] }],
          validateSeconds: 1,
          vikeBuildSeconds: 5,
          totalSeconds: 6,
          clientSeconds: 2,
          serverPrerenderSeconds: 1,
          prerenderedPages: 55,
        } satisfies BuildResult,
      },
      lighthouse: { machine, data: { pages: [], baseline: {} } },
    })
    expect(md).toContain('## Budgets')
    expect(md).toContain(
      '| `validate` + `vike build` with prerender (55 pages) | 6.0 s (1.0 s + 5.0 s) | no previous run | ≤ 10.0 s | met (4.0 s under) |  |',
    )
    expect(md).toContain('load average 1.5 when the part started')
    expect(md).not.toContain('## Lighthouse')
  })
})

describe('stripped copy of a page', () => {
  it('cuts out every script and modulepreload and leaves the rest byte for byte', () => {
    const html =
      '<!DOCTYPE html><html lang="fi"><head><meta charset="utf-8"><link rel="stylesheet" href="/assets/a.css">' +
      '<link rel="modulepreload" href="/assets/b.js"><script type="module" src="/assets/c.js"></script></head>' +
      '<body><main><h1>Otsikko</h1><p>a &amp; b</p></main><script id="vike_pageContext" type="application/json">{"x":"</p>"}</script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script></body></html>'
    const { html: out, removed } = stripScripts(html)
    expect(removed).toBe(4)
    expect(out).toBe(
      '<!DOCTYPE html><html lang="fi"><head><meta charset="utf-8"><link rel="stylesheet" href="/assets/a.css"></head><body><main><h1>Otsikko</h1><p>a &amp; b</p></main></body></html>',
    )
  })
})
