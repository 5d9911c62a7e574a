/**
 * The public site never carries the authoring tool: no file of the public server (server/), of the
 * pages (pages/), of the deploy (deploy/) or of src/ outside src/studio imports from src/studio. The
 * leads' words both send (the stages' names, the Telegram notices) live with the leads
 * (src/leads/lead-words.fi.ts). Tests may import anything; the studio's own entry (scripts/studio.ts)
 * and the other scripts may too.
 */
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../src/runtime/content-source.node.js'
import { type ImportEdge, importEdges } from '../../scripts/layers.js'

const PUBLIC = /^(server|pages|deploy)\/|^src\/(?!studio\/)/

/** The imports of public code that reach into the studio: "from -> to". */
function studioImports(edges: readonly ImportEdge[]): string[] {
  return edges.filter((e) => PUBLIC.test(e.from) && e.to.startsWith('src/studio/')).map((e) => `${e.from} -> ${e.to}`)
}

describe('the public code imports nothing from the studio', () => {
  it('finds such an import when there is one', () => {
    const edge = (from: string, to: string): ImportEdge => ({ from, to, fromLayer: '', toLayer: '' })
    expect(
      studioImports([
        edge('server/contact/telegram.ts', 'src/studio/strings.fi.js'),
        edge('scripts/studio.ts', 'src/studio/server.js'),
        edge('src/studio/app/App.tsx', 'src/studio/labels.fi.js'),
      ]),
    ).toEqual(['server/contact/telegram.ts -> src/studio/strings.fi.js'])
  })

  it('has none in server/, pages/, deploy/ or src/ outside src/studio', () => {
    expect(studioImports(importEdges(REPO_ROOT))).toEqual([])
  })
})
