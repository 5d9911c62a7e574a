/**
 * Layers point one way (scripts/layers.ts): no import runs back up from runtime to features, sections,
 * layout, views or pages; no import circle of any kind; every folder has a rank.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../src/runtime/content-source.node.js'
import { backEdges, circles, fileGraph, folderGraph, importEdges, LAYERS, layerOf, unrankedFolders } from './layers.js'

describe('import layers', () => {
  it('has no back edge between the source folders', () => {
    const edges = importEdges(REPO_ROOT)
    expect(edges.length).toBeGreaterThan(50)
    expect(backEdges(edges).map((e) => `${e.from} -> ${e.to}`)).toEqual([])
  })
  it('ranks every source folder', () => {
    expect(unrankedFolders(REPO_ROOT)).toEqual([])
  })
  it('has no import circle between files, type-only and dynamic imports included, nor between layer folders', () => {
    const graph = fileGraph(REPO_ROOT)
    expect(graph.size).toBeGreaterThan(300)
    expect(circles(graph)).toEqual([])
    expect(circles(folderGraph(importEdges(REPO_ROOT)))).toEqual([])
  })
  it('finds a circle of any length, made of type-only or dynamic imports too, and a folder no rank places', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'layers-'))
    try {
      const write = (rel: string, text: string) => {
        mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
        writeFileSync(path.join(root, rel), text)
      }
      write('src/runtime/a.ts', "import type { B } from './b.js'\nexport type A = B\n")
      write('src/runtime/b.ts', "export type { C as B } from './pipeline/c.js'\n")
      write('src/runtime/pipeline/c.ts', "export type C = 1\nexport const load = () => import('../a.js')\n")
      write('src/runtime/d.ts', "import { load } from './pipeline/c.js'\nexport const d = load\n")
      write('src/gadgets/e.ts', 'export const e = 1\n')
      write('tools/f.ts', 'export const f = 1\n')
      expect(circles(fileGraph(root))).toEqual([['src/runtime/a.ts', 'src/runtime/b.ts', 'src/runtime/pipeline/c.ts']])
      expect(unrankedFolders(root)).toEqual(['src/gadgets', 'tools'])
      expect(
        circles(
          new Map([
            ['src/ui', ['src/i18n']],
            ['src/i18n', ['src/ui']],
          ]),
        ),
      ).toEqual([['src/i18n', 'src/ui']])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
  it('counts an import from the runtime into the images feature, and from the studio into scripts/, as back edges', () => {
    const edge = (from: string, to: string) => ({ from, to, fromLayer: layerOf(from)!, toLayer: layerOf(to)! })
    const up = [
      edge('src/runtime/pipeline/images.ts', 'src/images/check.js'),
      edge('src/studio/server.ts', 'scripts/new-page.js'),
    ]
    expect(backEdges(up)).toEqual(up)
    expect(LAYERS['src/studio']).toBeLessThan(LAYERS.scripts!)
  })
  it('counts an import up the layers as a back edge', () => {
    const edge = {
      from: 'src/runtime/x.ts',
      to: 'src/calculators/y.js',
      fromLayer: 'src/runtime',
      toLayer: 'src/calculators',
    }
    expect(backEdges([edge, { ...edge, from: 'src/sections/a.ts', fromLayer: 'src/sections' }])).toEqual([edge])
  })
  it('ranks the rules below the machines that apply them, and the machines below the views that run them', () => {
    expect(layerOf('src/rules/contact.ts')).toBe('src/rules')
    expect(LAYERS['src/rules']!).toBeLessThan(LAYERS['src/machines']!)
    expect(LAYERS['src/machines']!).toBeLessThan(Math.min(LAYERS['src/consent']!, LAYERS['src/contact']!))
  })
  it('places files in their folder layer; data and unknown folders are outside', () => {
    expect(layerOf('src/runtime/build-content.ts')).toBe('src/runtime')
    expect(layerOf('src/content-passes.ts')).toBe('src')
    expect(layerOf('pages/content/+data.ts')).toBe('pages')
    expect(layerOf('pages-data/site.json')).toBeNull()
    expect(layerOf('tests/support/chromium.ts')).toBe('tests/support')
    expect(layerOf('tests/e2e/pages.spec.ts')).toBe('tests')
    expect(layerOf('vite.config.ts')).toBe('.')
  })
})
