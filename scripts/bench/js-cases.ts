/**
 * The JavaScript budget (decision 081): which page is opened by
 * which visitor, the limits, and the pure arithmetic that turns measured
 * scripts into "met" or "missed by X, because ...". No I/O, no browser:
 * scripts/bench/report.test.ts checks it.
 */
import { type Lang, TARGET_LANGS } from '../../src/i18n/languages.js'
import { PAGES, SERVICE_PAGE, SERVICE_WITH_CALCULATOR } from './pages.js'

const KB = 1024

type Visitor = 'returning' | 'first'
/** static: ≤ 5 KB; first: ≤ 30 KB; calculator: the calculator island on top of static; none: shown, no target. */
export type JsBudget = 'static' | 'first' | 'calculator' | 'none'

export interface JsCaseSpec {
  id: string
  name: string
  path: string
  visitor: Visitor
  budget: JsBudget
  /**
   * The page's language (Finnish when absent). The bench opens the page's published version
   * in that language (assets.ts); a page without one is opened in Finnish with its language markers
   * rewritten (<html lang>, the islands' data-lang, the consent strings), which is what decides the
   * scripts a page of that language loads.
   */
  lang?: Lang
}

/** static, first: decision 081's budgets; calculator: what the browser runs for a calculator, everything it imports. */
export const JS_LIMITS = { static: 5 * KB, first: 30 * KB, calculator: 15 * KB } as const

const path = (name: string) => PAGES.find((p) => p.name === name)!.path

/** The reference page whose scripts a calculator page's island is counted on top of. */
export const CALCULATOR_REFERENCE = 'returning-service'

export const JS_CASES: readonly JsCaseSpec[] = [
  { id: 'returning-blog', name: 'Blog article', path: path('Blog article'), visitor: 'returning', budget: 'static' },
  { id: 'returning-service', name: SERVICE_PAGE, path: path(SERVICE_PAGE), visitor: 'returning', budget: 'static' },
  { id: 'first-blog', name: 'Blog article', path: path('Blog article'), visitor: 'first', budget: 'first' },
  { id: 'first-service', name: SERVICE_PAGE, path: path(SERVICE_PAGE), visitor: 'first', budget: 'first' },
  {
    id: 'returning-calculator',
    name: 'Calculator page',
    path: path('Calculator page'),
    visitor: 'returning',
    budget: 'calculator',
  },
  {
    id: 'returning-service-calculator',
    name: SERVICE_WITH_CALCULATOR.name,
    path: SERVICE_WITH_CALCULATOR.path,
    visitor: 'returning',
    budget: 'calculator',
  },
  ...TARGET_LANGS.flatMap((lang): JsCaseSpec[] => [
    {
      id: `returning-service-${lang}`,
      name: `${SERVICE_PAGE} (${lang})`,
      path: path(SERVICE_PAGE),
      visitor: 'returning',
      budget: 'static',
      lang,
    },
    {
      id: `first-service-${lang}`,
      name: `${SERVICE_PAGE} (${lang})`,
      path: path(SERVICE_PAGE),
      visitor: 'first',
      budget: 'first',
      lang,
    },
    {
      id: `returning-service-calculator-${lang}`,
      name: `${SERVICE_WITH_CALCULATOR.name} (${lang})`,
      path: SERVICE_WITH_CALCULATOR.path,
      visitor: 'returning',
      budget: 'calculator',
      lang,
    },
  ]),
  { id: 'returning-home', name: 'Home', path: path('Home'), visitor: 'returning', budget: 'none' },
  { id: 'returning-city', name: 'City page', path: path('City page'), visitor: 'returning', budget: 'none' },
  { id: 'returning-contact', name: 'Contact page', path: path('Contact page'), visitor: 'returning', budget: 'none' },
]

/** What the budget needs of a measured case (assets.ts's JsCase has more). */
export interface MeasuredScripts {
  id: string
  scripts: { url: string; gzip: number }[]
  jsGzip: number
}

export interface JsVerdict {
  /** The figure compared with the limit (for a calculator page: its scripts minus the island). */
  counted: number
  limit: number
  met: boolean
  /** Bytes over the limit (0 when met). */
  over: number
  /** For a calculator page: the scripts only it loads (its island), largest first. */
  island: { url: string; gzip: number }[]
  islandGzip: number
}

/**
 * A case against its budget. A calculator page's island is what it loads and
 * the static reference page does not; the rest of its scripts must fit the
 * static budget, as on a page without a calculator.
 */
export function judgeJsCase(c: MeasuredScripts & { budget: JsBudget }, reference?: MeasuredScripts): JsVerdict | null {
  if (c.budget === 'none') return null
  let island: { url: string; gzip: number }[] = []
  if (c.budget === 'calculator') {
    if (!reference) throw new Error(`${c.id}: a calculator page needs its reference page (${CALCULATOR_REFERENCE})`)
    const shared = new Set(reference.scripts.map((s) => s.url))
    island = c.scripts.filter((s) => !shared.has(s.url)).sort((a, b) => b.gzip - a.gzip)
  }
  const islandGzip = island.reduce((a, s) => a + s.gzip, 0)
  const counted = c.jsGzip - islandGzip
  const limit = c.budget === 'first' ? JS_LIMITS.first : JS_LIMITS.static
  return { counted, limit, met: counted <= limit, over: Math.max(0, counted - limit), island, islandGzip }
}

/**
 * The figures of an earlier run, per case id: from results of this shape
 * (cases[].jsGzip), or from the older per-page shape (pages[].path, js.gzip,
 * measured at network idle without a stored consent) matched by path.
 */
export function previousJsFigures(old: unknown): Record<string, number> {
  const out: Record<string, number> = {}
  if (typeof old !== 'object' || old === null) return out
  const o = old as { cases?: unknown; pages?: unknown }
  if (Array.isArray(o.cases)) {
    for (const c of o.cases as { id?: unknown; jsGzip?: unknown }[]) {
      if (typeof c.id === 'string' && typeof c.jsGzip === 'number') out[c.id] = c.jsGzip
    }
    return out
  }
  if (Array.isArray(o.pages)) {
    for (const p of o.pages as { path?: unknown; js?: { gzip?: unknown } }[]) {
      if (typeof p.path !== 'string' || typeof p.js?.gzip !== 'number') continue
      for (const spec of JS_CASES) if (spec.path === p.path) out[spec.id] = p.js.gzip
    }
  }
  return out
}
