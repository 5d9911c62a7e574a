/** Layers point one way (scripts/layers.ts): no import runs back up from runtime to features, sections, layout, views or pages. */
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../src/runtime/content-source.node.js'
import { backEdges, importEdges, LAYERS, layerOf, unrankedFolders } from '../../scripts/layers.js'

describe('import layers', () => {
  it('has no back edge between the source folders', () => {
    const edges = importEdges(REPO_ROOT)
    expect(edges.length).toBeGreaterThan(50)
    expect(backEdges(edges).map((e) => `${e.from} -> ${e.to}`)).toEqual([])
  })
  it('ranks every source folder', () => {
    expect(unrankedFolders(REPO_ROOT)).toEqual([])
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
  })
})
