/**
 * The calculator's browser code, as the calculator specs see it (decision 370): its files read from the
 * build's manifest here (the oracle), a way to hold them back so the visitor is faster than the code,
 * and a watch on React's chunk (which the calculator must never need).
 */
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import type { Manifest } from '../../scripts/island-preloads.js'

const manifest = () => JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Manifest

/** The site addresses of the page script and of everything it imports statically: on every page before any island. */
function closureOf(m: Manifest, keys: string[]): Set<string> {
  const out = new Set<string>()
  const visit = (key: string) => {
    const entry = m[key]
    if (!entry || out.has(`/${entry.file}`)) return
    out.add(`/${entry.file}`)
    for (const i of entry.imports ?? []) visit(i)
  }
  for (const key of keys) visit(key)
  return out
}

/** Every file of the page script: what a page without a calculator loads too. */
export function pageScriptFiles(): Set<string> {
  return closureOf(manifest(), ['pages/+client.ts'])
}

/**
 * The files of the calculator's code beyond the page script: the island loader's lazy half, the
 * calculator's plain-DOM half and the catalogue of `lang`, each with what it imports statically.
 */
export function calculatorCodeFiles(lang = 'fi'): Set<string> {
  const m = manifest()
  const lazy = m['src/islands/hydrate-island.ts']?.dynamicImports ?? []
  const wanted = lazy.filter((key) => ['calculator.client', `strings.${lang}`].includes(m[key]?.name ?? ''))
  const page = pageScriptFiles()
  return new Set([...closureOf(m, ['src/islands/hydrate-island.ts', ...wanted])].filter((f) => !page.has(f)))
}

/** The calculator's own chunk (calculator.client.ts): held, the calculator cannot start. */
function calculatorChunk(): string {
  const m = manifest()
  const key = (m['src/islands/hydrate-island.ts']?.dynamicImports ?? []).find((k) => m[k]?.name === 'calculator.client')
  if (!key) throw new Error('the build has no calculator.client chunk')
  return `/${m[key]!.file}`
}

/** Holds the calculator's chunk back until release(); requested() says whether the page has asked for it yet. */
export async function holdCalculatorCode(page: Page): Promise<{ release: () => void; requested: () => boolean }> {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let requested = false
  const chunk = calculatorChunk()
  await page.route(
    (url) => url.pathname === chunk,
    async (route) => {
      requested = true
      const response = await route.fetch()
      await held
      await route.fulfill({ response })
    },
  )
  return { release, requested: () => requested }
}

/** The scripts the page fetched that are React (every React and ReactDOM production build links its error codes). */
export async function watchReact(page: Page): Promise<() => string[]> {
  const react: string[] = []
  page.on('response', async (r) => {
    if (!r.url().endsWith('.js')) return
    if ((await r.text().catch(() => '')).includes('react.dev/errors')) react.push(new URL(r.url()).pathname)
  })
  return () => [...react]
}
