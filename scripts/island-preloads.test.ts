/** The build's island preloads (scripts/island-preloads.ts, decision 219), on a small manifest. */
import { describe, expect, it } from 'vitest'
import { hydrateIslandLinks, islandPreloads, type Manifest, withIslandPreloads } from './island-preloads.js'

const manifest: Manifest = {
  'pages/+client.ts': { file: 'assets/entries/page.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/chunks/runtime.js' },
  'src/islands/hydrate-island.ts': {
    file: 'assets/chunks/hydrate.js',
    imports: ['_runtime.js', '_names.js'],
    dynamicImports: ['_calc.js', '_react.js', '_root.js', '_fi.js', '_ru.js', '_faq.js'],
  },
  '_names.js': { file: 'assets/chunks/names.js' },
  '_calc.js': { file: 'assets/chunks/calc.js', name: 'CalculatorSection', imports: ['_react.js', '_money.js'] },
  '_money.js': { file: 'assets/chunks/money.js', imports: ['_tiny.js'] },
  '_tiny.js': { file: 'assets/chunks/tiny.js', imports: ['_names.js'] },
  '_react.js': { file: 'assets/chunks/react.js', name: 'react', imports: ['_runtime.js'] },
  '_root.js': { file: 'assets/chunks/root.js', name: 'IslandRoot', imports: ['_react.js'] },
  '_fi.js': { file: 'assets/chunks/fi.js', name: 'strings.fi' },
  '_ru.js': { file: 'assets/chunks/ru.js', name: 'strings.ru' },
  '_faq.js': { file: 'assets/chunks/faq.js', name: 'FaqSection', imports: ['_react.js'] },
}

describe('islandPreloads', () => {
  it("lists the island's whole import closure with React, IslandRoot and its language's strings, not what hydrate-island has", () => {
    expect(islandPreloads(manifest, 'section:calculator', 'ru').sort()).toEqual(
      [
        '/assets/chunks/calc.js',
        '/assets/chunks/money.js',
        '/assets/chunks/tiny.js',
        '/assets/chunks/react.js',
        '/assets/chunks/root.js',
        '/assets/chunks/ru.js',
      ].sort(),
    )
    expect(islandPreloads(manifest, 'section:faq', 'fi')).toContain('/assets/chunks/fi.js')
    expect(islandPreloads(manifest, 'section:faq', 'fi')).not.toContain('/assets/chunks/calc.js')
  })

  it("lists, for a section with a plain-DOM half, that half and its language's strings: no component, no React, no IslandRoot (decision 370)", () => {
    const withDom: Manifest = {
      ...manifest,
      'src/islands/hydrate-island.ts': {
        ...manifest['src/islands/hydrate-island.ts']!,
        dynamicImports: [...manifest['src/islands/hydrate-island.ts']!.dynamicImports!, '_calcdom.js'],
      },
      '_calcdom.js': {
        file: 'assets/chunks/calcdom.js',
        name: 'calculator.client',
        imports: ['_money.js', '_names.js'],
      },
    }
    expect(islandPreloads(withDom, 'section:calculator', 'ru').sort()).toEqual(
      ['/assets/chunks/calcdom.js', '/assets/chunks/money.js', '/assets/chunks/tiny.js', '/assets/chunks/ru.js'].sort(),
    )
    // A section without one is hydrated by React as before.
    expect(islandPreloads(withDom, 'section:faq', 'fi')).toContain('/assets/chunks/react.js')
  })

  it('lists nothing for an island the manifest does not know, or without a hydrate-island (development)', () => {
    expect(islandPreloads(manifest, 'section:team', 'fi')).toEqual([])
    const { 'src/islands/hydrate-island.ts': _gone, ...withoutHydrate } = manifest
    expect(islandPreloads(withoutHydrate, 'section:calculator', 'fi')).toEqual([])
  })
})

describe('withIslandPreloads', () => {
  const page = (when: string) =>
    `<html><head><title>x</title></head><body><site-island id="a" data-island="section:calculator" data-when="${when}" data-lang="fi" data-props="{&quot;a&quot;:1}"><div>x</div></site-island></body></html>`

  it('gives each island its data-preload, and hydrate-island low-priority links when an island starts by itself', () => {
    const html = withIslandPreloads(page('visible'), manifest)
    expect(html).toContain('data-preload="/assets/chunks/calc.js ')
    expect(html).toContain(
      '<link rel="modulepreload" href="/assets/chunks/hydrate.js" fetchpriority="low"/><link rel="modulepreload" href="/assets/chunks/names.js" fetchpriority="low"/></head>',
    )
    expect(html).not.toContain('href="/assets/chunks/runtime.js"')
  })

  it('links nothing in the head for islands that wait for the visitor, and is idempotent', () => {
    const waiting = withIslandPreloads(page('interaction'), manifest)
    expect(waiting).toContain('data-preload=')
    expect(waiting).not.toContain('modulepreload')
    const once = withIslandPreloads(page('visible'), manifest)
    expect(withIslandPreloads(once, manifest)).toBe(once)
  })

  it('hydrateIslandLinks is empty without a hydrate-island', () => {
    const { 'src/islands/hydrate-island.ts': _gone, ...withoutHydrate } = manifest
    expect(hydrateIslandLinks(withoutHydrate)).toBe('')
  })
})
